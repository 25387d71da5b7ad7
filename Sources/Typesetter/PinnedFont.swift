/// One font file that rendering is allowed to see, pinned by content hash.
///
/// The files come from Debian 12's font packages, installed by `scripts/setup`. Rendering never looks
/// at any other font on the machine: `FontEnvironment` builds a fontconfig configuration holding only
/// these files and checks each hash first, so a missing or different file stops rendering with an
/// error that names it instead of silently falling back to another face.
public struct PinnedFont: Sendable, Hashable {
    public let path: String
    public let sha256: String
    /// The Debian package that ships the file, named in errors so the fix is obvious.
    public let debianPackage: String

    public init(path: String, sha256: String, debianPackage: String) {
        self.path = path
        self.sha256 = sha256
        self.debianPackage = debianPackage
    }

    public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
}

extension PinnedFont {
    private static let interDirectory = "/usr/share/fonts/opentype/inter/"
    private static let notoDirectory = "/usr/share/fonts/opentype/noto/"

    /// Inter (fonts-inter 4.0~beta7+ds-1) stands in for San Francisco: a Latin UI face with the
    /// nine weights UIFont.Weight names. Noto Sans CJK (fonts-noto-cjk 1:20220127+repack1-1)
    /// covers the seeds' Japanese and Korean text; Debian ships only its Regular and Bold.
    public static let all: [PinnedFont] = [
        inter("Thin", "4d9bb6a256c5a9a4f3c7a7f5f27eb0f7e849a1ceee20638d44c9073b41a0b015"),
        inter("ExtraLight", "a0f33dfec7784ebf09b19d4ea50ffa49e2595f880082351124aacf9ebfa48442"),
        inter("Light", "e66f130fbadda71e297a9a78025e2f05e8d225ae9dfcea9f51f6570b68fdd905"),
        inter("Regular", "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc"),
        inter("Medium", "99dab2bdcb613c4c8264000a94351d1227f74dc95a86d1249493aeee0c0179c4"),
        inter("SemiBold", "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457"),
        inter("Bold", "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1"),
        inter("ExtraBold", "158144ef2ad48baf0e45907951a00a1d3264f85c742ccfbc087e90d3d9288cfa"),
        inter("Black", "d108d003dd5e5a692a586e25aec09f5643f8078613e53d6d5e7ae45e1adf2fb4"),
        PinnedFont(
            path: notoDirectory + "NotoSansCJK-Regular.ttc",
            sha256: "b76b0433203017ca80401b2ee0dd69350349871c4b19d504c34dbdd80541690a",
            debianPackage: "fonts-noto-cjk"),
        PinnedFont(
            path: notoDirectory + "NotoSansCJK-Bold.ttc",
            sha256: "faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb",
            debianPackage: "fonts-noto-cjk"),
    ]

    private static func inter(_ style: String, _ sha256: String) -> PinnedFont {
        PinnedFont(path: interDirectory + "Inter-\(style).otf", sha256: sha256, debianPackage: "fonts-inter")
    }
}
