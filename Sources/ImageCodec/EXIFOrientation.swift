/// Reads the orientation tag (0x0112) of a JPEG's EXIF block (APP1), walking the markers before the
/// image data: TIFF 6.0's value 1…8, 1 (upright) when there is none. Anything malformed reads as "no
/// orientation" rather than an error: the pixels are fine.
enum EXIFOrientation {
    static func read(jpeg bytes: UnsafeRawBufferPointer) -> Int {
        var offset = 2  // after SOI
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            // Start of scan or end of image: no more metadata.
            if marker == 0xDA || marker == 0xD9 { break }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { break }
            if marker == 0xE1, length >= 8 {
                let start = offset + 4
                let header: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]  // "Exif\0\0"
                if (0..<6).allSatisfy({ bytes[start + $0] == header[$0] }),
                    let value = tiffOrientation(bytes, start: start + 6, end: offset + 2 + length),
                    (1...8).contains(value)
                {
                    return value
                }
            }
            offset += 2 + length
        }
        return 1
    }

    private static func tiffOrientation(_ bytes: UnsafeRawBufferPointer, start: Int, end: Int) -> Int? {
        guard start + 8 <= end else { return nil }
        let little: Bool
        switch (bytes[start], bytes[start + 1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= start, at + 2 <= end else { return nil }
            let (a, b) = (Int(bytes[at]), Int(bytes[at + 1]))
            return little ? a | b << 8 : a << 8 | b
        }
        func u32(_ at: Int) -> Int? {
            guard let low = u16(little ? at : at + 2), let high = u16(little ? at + 2 : at) else { return nil }
            return low | high << 16
        }
        guard let ifd = u32(start + 4), let count = u16(start + ifd) else { return nil }
        for entry in 0..<count {
            let at = start + ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            if tag == 0x0112 { return u16(at + 8) }
        }
        return nil
    }
}
