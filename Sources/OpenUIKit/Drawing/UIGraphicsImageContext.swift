import Foundation
import ImageCodec

/// The bitmap contexts of UIKit's pre-iOS 10 drawing functions, on the same stack of current contexts as
/// `UIGraphicsImageRenderer` and `UIGraphicsPushContext` (UIGraphicsContextStack.swift): `Begin` pushes a
/// new bitmap context, `GetImageFromCurrentImageContext` reads the current one if it is such a context,
/// `End` pops it. As UIKit documents, the functions may be called from any thread.
private struct ImageContext {
    let context: CGContext
    let opaque: Bool
    let scale: CGFloat
}

/// The bitmap contexts begun and not yet ended, innermost last.
nonisolated(unsafe) private var imageContexts: [ImageContext] = []
private let imageContextsLock = NSLock()

/// A bitmap context of `size` points at `scale` (the main screen's when 0) made current. An opaque
/// context starts black, as `UIGraphicsImageRenderer`'s does; otherwise transparent.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : mainScreenScale()
    // Empty or non-finite sizes give a 1-pixel context rather than a crash (UIKit logs and draws nothing).
    func pixels(_ value: CGFloat) -> Int {
        guard value.isFinite, value > 0 else { return 1 }
        return max(1, min(Int((value * scale).rounded(.up)), ImageSizePolicy.maximumSide))
    }
    let context = CGContext(pixelWidth: pixels(size.width), pixelHeight: pixels(size.height), scale: scale)
    if opaque {
        context.setFillColor(.black)
        context.fill(CGRect(origin: .zero, size: size))
    }
    imageContextsLock.withLock { imageContexts.append(ImageContext(context: context, opaque: opaque, scale: scale)) }
    UIGraphicsPushContext(context)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`, as UIKit documents.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The current context's pixels as an image, or nil when the current context is not one that
/// `UIGraphicsBeginImageContext(WithOptions)` made.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let current = UIGraphicsGetCurrentContext(),
        let entry = imageContextsLock.withLock({ imageContexts.last(where: { $0.context === current }) }),
        let image = entry.context.makeImage(opaque: entry.opaque)
    else { return nil }
    return UIImage(cgImage: image, scale: entry.scale, orientation: .up)
}

/// Removes the current context from the stack if it is a bitmap context that `Begin` made; otherwise
/// does nothing, as UIKit does.
public func UIGraphicsEndImageContext() {
    guard let current = UIGraphicsGetCurrentContext() else { return }
    let ended = imageContextsLock.withLock {
        guard let index = imageContexts.lastIndex(where: { $0.context === current }) else { return false }
        imageContexts.remove(at: index)
        return true
    }
    if ended { UIGraphicsPopContext() }
}

/// The main screen's scale on the main thread; elsewhere the default device's, since the screen is the
/// key window's device and windows belong to the main actor.
private func mainScreenScale() -> CGFloat {
    Thread.isMainThread ? MainActor.assumeIsolated { UIScreen.main.scale } : UIScreen.defaultDevice.scale
}
