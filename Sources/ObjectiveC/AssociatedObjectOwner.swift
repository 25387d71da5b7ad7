/// An owner that keeps its associated values in its own storage, so that they are released when it is,
/// rather than when a later call notices it is gone. OpenUIKit's `UIResponder` (every view, view
/// controller and window) adopts it: the Objective-C runtime sits below UIKit and cannot name it.
package protocol AssociatedObjectOwner: AnyObject {
    /// Read and written only with `AssociatedObjectStore.lock` held.
    var associatedObjects: AssociatedObjectStore? { get set }
}
