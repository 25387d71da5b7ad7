/// The first stored word of every UIKit class whose instances are attribute values of an `NSAttributedString`
/// (`UIColor`, `UIFont`, `NSParagraphStyle`, `NSTextAttachment`, `NSShadow`).
///
/// swift-corelibs-foundation keeps attributed strings in CoreFoundation, which compares the attributes of
/// neighbouring runs with `CFEqual`. `CFEqual` treats an object as a Swift object, and asks its `isEqual(_:)`,
/// only when the CF type ID it reads from the object's first stored word (bits 8–17, where bridged classes such
/// as `NSNumber` keep their CF header) is not zero; otherwise it asserts that the object is a CF object and
/// halts the process. A plain `NSObject` subclass has no such header, so whether two runs with different colours
/// or fonts crashed depended on the bits of the class's first property (a red component of 1.0 reads as type 0).
/// This word carries type 1 (`CFType`), whose bridged class is never one of these classes, so CF always hands
/// the comparison, hashing, retaining and description to Swift. It must stay the class's first stored property;
/// `CoreFoundationObjectHeaderTests` reads it back from each class.
struct CoreFoundationObjectHeader: Sendable {
    static let typeIDShift: UInt64 = 8
    static let typeID: UInt64 = 1

    let info: UInt64 = typeID << typeIDShift
}
