/// Text for the scroll-view scenes: long enough to scroll on every device, in the mix of Latin and
/// Japanese that the articles' readers write. Written for this project.
enum SampleText {
    static let essay = """
        Long lines are hard to read. When a line runs across the whole width of a large screen, the eye \
        loses its place on the way back to the start of the next line, and reading slows down. Printed \
        books settled on columns of roughly sixty to seventy-five characters long ago, and the same idea \
        applies to apps: text should sit in a column whose width suits the size of the type, not the size \
        of the device.

        UIKit gives every view a readable content guide for exactly this. On a phone in portrait it \
        matches the layout margins, so nothing changes; on an iPad, or a phone in landscape, it narrows \
        to a comfortable width and stays centred, with the extra space shared on both sides.

        長い行は読みにくいものです。画面の端から端まで文章が続くと、次の行の頭を探すたびに視線が迷ってしまいます。\
        読みやすい幅に収めるには、端末ごとに余白を計算する代わりに、読みやすいコンテンツガイドに制約を付けるだけで十分です。

        A scroll view adds one twist. Its content is laid out against the content layout guide, which \
        has no readable width of its own, so the text must be placed in a content view that spans the \
        scroll view's frame, and the label pinned to that content view's readable content guide.

        The same column appears whichever way the device is held, and when the reader picks a larger text \
        size the column widens with the type, keeping the number of characters per line about the same.

        スクロールビューの中でも同じです。コンテンツビューをフレームの幅に合わせ、その中のラベルを読みやすいコンテンツガイドに合わせれば、\
        iPad の横向きでも文章は中央の読みやすい列に収まります。
        """
}
