import CLibJPEG
import CLibPNG
import Foundation
import OpenUIKit
import ReferenceScenes

/// `bench render`, image part: `UIImage(data:)` against libpng and libjpeg-turbo called directly with
/// the same settings (libpng: expand, scale 16 to 8, grey to RGB, add alpha, interlace handling;
/// libjpeg: RGBA output, accurate integer IDCT). Ours is `ImageDecoder`: for JPEG the same library plus
/// the header check and the wrapping, where the ratio must stay under 1.1; for these PNGs (8-bit, not
/// interlaced) its libdeflate fast path, which must stay below 1.
func runImageDecodeBenchmark() {
    print("image decoding: UIImage(data:) against the library called directly (fastest of 15 alternating runs)")
    for (name, data, isPNG) in decodeInputs() {
        var oursPixels = 0
        var directPixels = 0
        // Alternating the two keeps a change in machine load from favouring either.
        let (ours, direct) = fastestAlternating(
            { oursPixels = UIImage(data: data).map { Int($0.size.width * $0.size.height) } ?? 0 },
            { directPixels = isPNG ? libpngDirect(data) : libjpegDirect(data) })
        precondition(oursPixels == directPixels && oursPixels > 0, "\(name): decoders disagree on the size")
        print(
            String(
                format: "  %@: ours %.2f ms, %@ %.2f ms, ours/direct %.3f", name, ours * 1000,
                isPNG ? "libpng" : "libjpeg-turbo", direct * 1000, ours / direct))
    }
}

/// The profile scene's header and avatar, and a 2048×1536 drawn "photo" as PNG (RGBA and opaque RGB,
/// plain and interlaced is not produced by our encoder) and as JPEG at quality 0.9.
private func decodeInputs() -> [(String, Data, Bool)] {
    var inputs: [(String, Data, Bool)] = []
    let bundle = ReferenceScenesResources.bundle
    for (label, path) in [
        ("header.png 960x360", "Profile.xcassets/header.imageset/header.png"),
        ("avatar@3x.png 264x264", "Profile.xcassets/avatar.imageset/avatar@3x.png"),
    ] {
        if let data = FileManager.default.contents(atPath: bundle.bundleURL.appendingPathComponent(path).path) {
            inputs.append((label, data, true))
        }
    }
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    format.opaque = true
    let photo = UIGraphicsImageRenderer(size: CGSize(width: 2048, height: 1536), format: format).image { context in
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(),
            colors: [UIColor.systemOrange.cgColor, UIColor.systemIndigo.cgColor, UIColor.systemTeal.cgColor],
            locations: [0, 0.5, 1])!
        context.cgContext.drawLinearGradient(
            gradient, start: .zero, end: CGPoint(x: 2048, y: 1536), options: [.drawsAfterEndLocation])
        for index in 0..<60 {
            let x = CGFloat((index * 337) % 2048)
            let y = CGFloat((index * 211) % 1536)
            UIColor(hue: CGFloat(index) / 60, saturation: 0.6, brightness: 0.9, alpha: 0.7).setFill()
            UIBezierPath(ovalIn: CGRect(x: x, y: y, width: 180, height: 140)).fill()
        }
    }
    if let png = photo.pngData() { inputs.append(("photo.png 2048x1536 RGB", png, true)) }
    if let jpeg = photo.jpegData(compressionQuality: 0.9) { inputs.append(("photo.jpg 2048x1536 q90", jpeg, false)) }
    return inputs
}

/// The fastest of 15 runs of each, taken in turn.
func fastestAlternating(_ first: () -> Void, _ second: () -> Void) -> (Double, Double) {
    func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
    var best = (Double.infinity, Double.infinity)
    for _ in 0..<15 {
        best.0 = min(best.0, seconds(first))
        best.1 = min(best.1, seconds(second))
    }
    return best
}

/// libpng's full API with the decoder's transformations; inputs are valid, so libpng's default error
/// handling (which would abort) is never reached.
private func libpngDirect(_ data: Data) -> Int {
    data.withUnsafeBytes { bytes -> Int in
        struct Source {
            var base: UnsafeRawPointer
            var count: Int
            var offset: Int
        }
        var source = Source(base: bytes.baseAddress!, count: bytes.count, offset: 0)
        var png = png_create_read_struct(PNG_LIBPNG_VER_STRING, nil, nil, nil)
        var info = png_create_info_struct(png)
        defer { png_destroy_read_struct(&png, &info, nil) }
        return withUnsafeMutablePointer(to: &source) { pointer -> Int in
            png_set_read_fn(png, pointer) { png, out, length in
                let source = png_get_io_ptr(png)!.assumingMemoryBound(to: Source.self)
                out!.update(
                    from: (source.pointee.base + source.pointee.offset).assumingMemoryBound(to: UInt8.self),
                    count: length)
                source.pointee.offset += length
            }
            png_read_info(png, info)
            let width = Int(png_get_image_width(png, info))
            let height = Int(png_get_image_height(png, info))
            png_set_expand(png)
            png_set_scale_16(png)
            png_set_gray_to_rgb(png)
            png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER)
            _ = png_set_interlace_handling(png)
            png_read_update_info(png, info)
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            pixels.withUnsafeMutableBufferPointer { buffer in
                var rows = (0..<height).map { Optional(buffer.baseAddress! + $0 * width * 4) }
                rows.withUnsafeMutableBufferPointer { png_read_image(png, $0.baseAddress) }
            }
            png_read_end(png, nil)
            return width * height
        }
    }
}

/// libjpeg-turbo's API with the decoder's settings (RGBA out, accurate integer IDCT).
private func libjpegDirect(_ data: Data) -> Int {
    var info = jpeg_decompress_struct()
    var errors = jpeg_error_mgr()
    info.err = jpeg_std_error(&errors)
    jpeg_CreateDecompress(&info, JPEG_LIB_VERSION, MemoryLayout<jpeg_decompress_struct>.size)
    defer { jpeg_destroy_decompress(&info) }
    return data.withUnsafeBytes { bytes -> Int in
        jpeg_mem_src(&info, bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt(bytes.count))
        _ = jpeg_read_header(&info, 1)
        info.out_color_space = JCS_EXT_RGBA
        info.dct_method = JDCT_ISLOW
        _ = jpeg_start_decompress(&info)
        let width = Int(info.output_width)
        let height = Int(info.output_height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { buffer in
            while info.output_scanline < info.output_height {
                var row: UnsafeMutablePointer<UInt8>? = buffer.baseAddress! + Int(info.output_scanline) * width * 4
                _ = jpeg_read_scanlines(&info, &row, 1)
            }
        }
        _ = jpeg_finish_decompress(&info)
        return width * height
    }
}
