import Foundation

/// The HTML report of a run: `index.html` in the artifacts folder, one static page beside the failure
/// images, with no network access. Each failure shows expected, actual and diff side by side, a slider
/// over expected and actual, the layout explanation and the command that accepts the change.
public enum SnapshotReport {
    /// Rewrites `index.html` from the failure records in `directory`; returns its URL.
    @discardableResult
    public static func write(in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent("index.html")
        try AtomicFile.write(Array(html(for: FailureRecord.all(in: directory)).utf8), to: url)
        return url
    }

    static func html(for records: [FailureRecord]) -> String {
        var page = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Snapshot failures (\(records.count))</title>
            <style>\(style)</style>
            </head>
            <body data-failures="\(records.count)">
            <h1>Snapshot failures: \(records.count)</h1>

            """
        if records.isEmpty {
            page += "<p class=\"none\">No snapshot failures.</p>\n"
        } else {
            page += """
                <p>Accept every change shown here: <code class="accept-all">\
                \(escape(acceptAll(records)))</code></p>

                """
        }
        for (index, record) in records.enumerated() {
            page += section(record, index: index)
        }
        page += "<script>\(script)</script>\n</body>\n</html>\n"
        return page
    }

    private static func acceptAll(_ records: [FailureRecord]) -> String {
        let command = records[0].acceptCommand
        guard let filter = command.range(of: " --filter ") else { return command }
        return String(command[..<filter.lowerBound])
    }

    private static func section(_ record: FailureRecord, index: Int) -> String {
        var html = """
            <section class="failure \(record.kind.rawValue)" id="failure-\(index + 1)" data-name="\(escape(record.name))">
            <h2>\(escape(record.name)) <span class="kind">\(record.kind.rawValue)</span></h2>
            <p class="golden">Golden: <code>\(escape(record.goldenPath))</code></p>

            """
        if !record.environmentChanges.isEmpty {
            html +=
                "<p class=\"environment\">The environment changed since recording: "
                + escape(record.environmentChanges.joined(separator: "; ")) + "</p>\n"
        }
        if let differing = record.facts["differingPixels"], let total = record.facts["totalPixels"] {
            let sizes = [record.facts["expectedSize"], record.facts["actualSize"]].compactMap { $0 }
            let sizeText =
                sizes.count == 2 && sizes[0] != sizes[1] ? " Sizes: golden \(sizes[0]), snapshot \(sizes[1])." : ""
            html +=
                "<p class=\"facts\">\(escape(differing)) of \(escape(total)) pixels differ.\(escape(sizeText))</p>\n"
        }
        if record.isImage, let expected = record.expected, let actual = record.actual {
            html += "<div class=\"panes\">\n"
            html += figure("Expected (golden)", expected, "expected")
            html += figure("Actual", actual, "actual")
            if let diff = record.diff { html += figure("Diff", diff, "diff") }
            html += """
                </div>
                <p class="legend">Diff: red pixels changed, amber changed within the tolerance, magenta only one \
                image covers, the rest is the golden dimmed.</p>
                <div class="slider" style="--position: 50%">
                <img class="under" src="\(escape(expected))" alt="expected">
                <div class="over"><img src="\(escape(actual))" alt="actual"></div>
                <input type="range" min="0" max="100" value="50" aria-label="Slide between expected (left) and actual \
                (right)">
                </div>
                <p class="legend">Slider: expected on the left of the handle, actual on the right.</p>

                """
        }
        if let textDiff = record.textDiff {
            html += "<h3>Text diff</h3>\n<pre class=\"text-diff\">\(escape(textDiff))</pre>\n"
        }
        if !record.layoutChanges.isEmpty || record.layoutDiff != nil {
            html += "<h3>Layout explanation</h3>\n<ul class=\"layout-changes\">\n"
            html += record.layoutChanges.map { "<li>\(escape($0))</li>\n" }.joined()
            html += "</ul>\n"
            if let diff = record.layoutDiff {
                html +=
                    "<details><summary>Layout dump diff</summary><pre class=\"layout-diff\">\(escape(diff))</pre>"
                    + "</details>\n"
            }
        }
        html += """
            <details><summary>Full message</summary><pre class="message">\(escape(record.message))</pre></details>
            <h3>Accept this change</h3>
            <pre class="accept">\(escape(record.acceptCommand))</pre>
            </section>

            """
        return html
    }

    private static func figure(_ caption: String, _ source: String, _ role: String) -> String {
        "<figure class=\"\(role)\"><figcaption>\(caption)</figcaption><a href=\"\(escape(source))\">"
            + "<img src=\"\(escape(source))\" alt=\"\(role)\"></a></figure>\n"
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static let style = """
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #222; }
        .failure { border-top: 1px solid #ccc; padding-top: 12px; margin-top: 24px; }
        .kind { font-size: 12px; background: #eee; border-radius: 4px; padding: 2px 6px; }
        .environment { background: #fff4d6; padding: 6px; }
        .panes { display: flex; gap: 12px; align-items: flex-start; }
        .panes figure { margin: 0; flex: 1; min-width: 0; }
        .panes img, .slider img { max-width: 100%; display: block; border: 1px solid #ddd; }
        .slider { position: relative; display: inline-block; max-width: 45%; margin-top: 12px; }
        .slider::after { content: ""; position: absolute; top: 0; bottom: 28px; left: var(--position); width: 2px;
          background: #0a84ff; pointer-events: none; }
        .slider .over { position: absolute; inset: 0; clip-path: inset(0 0 0 var(--position)); }
        .slider input { width: 100%; }
        .legend { color: #666; font-size: 12px; }
        pre { background: #f6f6f6; padding: 8px; overflow-x: auto; }
        """

    /// Marks the page with how many images decoded, so a headless browser can check the report.
    private static let script = """
        for (const slider of document.querySelectorAll('.slider')) {
          const input = slider.querySelector('input');
          input.addEventListener('input', () => slider.style.setProperty('--position', input.value + '%'));
        }
        window.addEventListener('load', () => {
          const images = [...document.images];
          const loaded = images.filter(image => image.complete && image.naturalWidth > 0);
          document.body.dataset.imagesLoaded = loaded.length;
          document.body.dataset.imagesBroken = images.length - loaded.length;
        });
        """
}
