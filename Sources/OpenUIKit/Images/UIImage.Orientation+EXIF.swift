extension UIImage.Orientation {
    /// UIKit's orientation for a file's EXIF value (TIFF 6.0 "Orientation", 1…8); `.up` for any other.
    package init(exifValue: Int) {
        switch exifValue {
        case 2: self = .upMirrored
        case 3: self = .down
        case 4: self = .downMirrored
        case 5: self = .leftMirrored
        case 6: self = .right
        case 7: self = .rightMirrored
        case 8: self = .left
        default: self = .up
        }
    }
}
