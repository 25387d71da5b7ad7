import SnapshotRenderer

extension Diffing where Format == ImageSnapshot {
    /// PNG goldens: equal bytes pass at once; otherwise both sides are decoded and compared pixel by
    /// pixel under `tolerance` (a golden still in bytes row by row as it is decoded, without keeping
    /// it). A golden that cannot be read is reported with the reason; one whose header claims more
    /// than `maximumPixels` is refused before decoding.
    public static func image(
        tolerance: ImageTolerance = .exact, maximumPixels: Int = ImageSizePolicy.maximumPixels
    ) -> Diffing {
        Diffing(
            toData: { $0.png },
            fromData: { ImageSnapshot(png: $0, maximumPixels: maximumPixels) },
            diff: { expected, actual in
                if let golden = expected.existingPNG, let fresh = actual.existingPNG, golden == fresh { return nil }
                // A golden that cannot be read is reported first, whatever the snapshot is.
                let actualImage: RGBAImage
                switch Result(catching: { () throws(ImageDecodingError) in try actual.image() }) {
                case .success(let image): actualImage = image
                case .failure(let error):
                    if case .failure(let goldenError) = Result(catching: { () throws(ImageDecodingError) in
                        try expected.image()
                    }) {
                        return SnapshotDifference(kind: .unreadableGolden, summary: goldenError.reason)
                    }
                    return SnapshotDifference(summary: "the snapshot is not a readable PNG: \(error.reason)")
                }
                let comparison: ImageComparison
                switch Result(catching: { () throws(ImageDecodingError) in
                    try expected.comparison(with: actualImage, tolerance: tolerance)
                }) {
                case .success(let result): comparison = result
                case .failure(let error): return SnapshotDifference(kind: .unreadableGolden, summary: error.reason)
                }
                return comparison.passes ? nil : comparison.difference
            })
    }
}

extension Snapshotting where Value == RGBAImage, Format == ImageSnapshot {
    /// Exact comparison; a flat (single-colour) image fails.
    public static var image: Snapshotting { image() }

    /// Compares renders against PNG goldens. The render is compared in memory and encoded only to
    /// record it or to write failure artifacts.
    public static func image(tolerance: ImageTolerance = .exact, allowsFlatImage: Bool = false) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { image in
            ImageSnapshot(image: try image.checkedForSnapshot(allowsFlatImage: allowsFlatImage))
        }
    }
}

extension Snapshotting where Value == ExplainedImage, Format == ImageSnapshot {
    /// An image strategy whose explanation (the layout dump) is stored beside each golden as
    /// `<name>.layout.txt` and, on failure, diffed to name the views that moved. UIKit strategies
    /// pull this back from a view: `.image(…).pullback { view in ExplainedImage(image:explanation:) }`.
    public static func image(tolerance: ImageTolerance = .exact, allowsFlatImage: Bool = false) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { explained in
            Captured(
                ImageSnapshot(image: try explained.image.checkedForSnapshot(allowsFlatImage: allowsFlatImage)),
                explanation: explained.explanation)
        }
    }
}

extension Snapshotting where Value == [UInt8], Format == ImageSnapshot {
    /// PNG files as they are, for tools that compare files rendered elsewhere. The bytes are decoded
    /// once for the flat-image guard; the decoded pixels are reused by the comparison.
    public static func png(tolerance: ImageTolerance = .exact, allowsFlatImage: Bool = false) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { bytes in
            let snapshot = ImageSnapshot(png: bytes)
            do {
                _ = try snapshot.image().checkedForSnapshot(allowsFlatImage: allowsFlatImage)
            } catch let error as ImageDecodingError {
                throw SnapshotCaptureError.unreadablePNG(reason: error.reason)
            }
            return snapshot
        }
    }
}

extension ImageComparison {
    var difference: SnapshotDifference {
        // The diff image is for eyes only, so it is compressed for speed, not size.
        let diff = SnapshotArtifact(role: "diff", pathExtension: "png") {
            ImageEncoder(compressionLevel: 1).png(self.diffImage())
        }
        var facts = [
            "expectedSize": "\(expectedWidth)x\(expectedHeight)", "actualSize": "\(actual.width)x\(actual.height)",
            "differingPixels": "\(differingPixels)", "totalPixels": "\(totalPixels)",
        ]
        if tolerance.maxDeltaE != nil { facts["largestDeltaE"] = Self.format(largestDeltaE, digits: 2) }
        return SnapshotDifference(summary: summary, artifacts: [diff], facts: facts)
    }

    var summary: String {
        var lines: [String] = []
        if !sizesMatch {
            lines.append(
                "size differs: golden \(expectedWidth)×\(expectedHeight) px, "
                    + "snapshot \(actual.width)×\(actual.height) px (diff image over the \(canvasWidth)×\(canvasHeight) "
                    + "union; pixels only one image covers count as differing)")
        }
        let percent = Self.format(differingFraction * 100, digits: 3)
        let limit = Self.format(tolerance.maxDifferingFraction * 100, digits: 3)
        var rule = "beyond ±\(tolerance.perChannel) per channel"
        if let maxDeltaE = tolerance.maxDeltaE {
            rule = "beyond ΔE00 \(Self.format(maxDeltaE, digits: 2)) (largest \(Self.format(largestDeltaE, digits: 2)))"
        }
        var line = "\(differingPixels) of \(totalPixels) pixels differ (\(percent)%, limit \(limit)%) \(rule)"
        if largestChannelDifference > 0 { line += "; largest channel difference \(largestChannelDifference)" }
        if toleratedPixels > 0 { line += "; \(toleratedPixels) more differ within the tolerance" }
        lines.append(line)
        if let bounds = changedBounds {
            lines.append("changed pixels lie within x \(bounds.minX)…\(bounds.maxX), y \(bounds.minY)…\(bounds.maxY)")
        }
        return lines.joined(separator: "\n")
    }

    static func format(_ value: Double, digits: Int) -> String {
        var text = String(format: "%.\(digits)f", value)
        while text.contains(".") && (text.hasSuffix("0") || text.hasSuffix(".")) { text.removeLast() }
        return text
    }
}
