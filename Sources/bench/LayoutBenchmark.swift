import Foundation
import OpenUIKit

/// `bench layout [--items N] [--cells N] [--rows N] [--only-engine | --only-shapes]`: a flow layout of N equal items (100,000 by default), the
/// same with sizes from a delegate, a self-sizing list of N label cells (1,000 by default) scrolled from top to
/// bottom, a table of N rows with `rowHeight` and one of 10 × N-cells self-sizing rows scrolled to the end
/// (`TableBenchmark`), engine updates on N constrained rows (500 by default) beside the figures recorded for
/// the engine that re-gathered its tree (`EngineUpdateBenchmark`), and N rows of nested stack views against
/// the same layout written as explicit constraints. Prints wall-clock times and the process's peak resident
/// memory (VmHWM).
func runLayoutBenchmark(arguments: [String]) throws {
    var items = 100_000
    var cells = 1_000
    var rows = 500
    var shapeSizes = [1_000, 2_000, 10_000]
    var shapes = EngineShapeBenchmark.Shape.allCases
    var onlyEngine = false
    var onlyShapes = false
    var index = 0
    while index < arguments.count {
        let value = index + 1 < arguments.count ? Int(arguments[index + 1]) : nil
        switch arguments[index] {
        case "--items": items = try positive(value, "--items")
        case "--cells": cells = try positive(value, "--cells")
        case "--rows": rows = try positive(value, "--rows")
        case "--shape-sizes":
            let list =
                index + 1 < arguments.count ? arguments[index + 1].split(separator: ",").compactMap { Int($0) } : []
            guard !list.isEmpty else {
                throw LayoutBenchmarkError.usage("--shape-sizes needs sizes such as 1000,10000")
            }
            shapeSizes = list
        case "--shapes":
            let list =
                index + 1 < arguments.count
                ? arguments[index + 1].split(separator: ",").compactMap {
                    EngineShapeBenchmark.Shape(rawValue: String($0))
                } : []
            guard !list.isEmpty else { throw LayoutBenchmarkError.usage("--shapes needs chain, siblings or screen") }
            shapes = list
        case "--only-engine":
            onlyEngine = true
            index += 1
            continue
        case "--only-shapes":
            onlyShapes = true
            index += 1
            continue
        default: throw LayoutBenchmarkError.usage("unknown argument \(arguments[index])")
        }
        index += 2
    }
    if onlyShapes {
        EngineShapeBenchmark.run(views: shapeSizes, shapes: shapes)
        return
    }
    if onlyEngine {
        EngineUpdateBenchmark.run(rows: rows)
        EngineShapeBenchmark.run(views: shapeSizes, shapes: shapes)
        return
    }
    print(
        "layout benchmark: iPhone 8 portrait, \(items) grid items, \(cells) self-sizing cells, \(rows) stack rows")
    print(String(format: "  peak memory before: %.1f MB", peakResidentMegabytes()))
    // Loading and hash-checking the pinned fonts happens once per process; keep it out of the layouts.
    let fonts = milliseconds {
        let label = UILabel()
        label.text = "Warm-up"
        _ = label.intrinsicContentSize
    }
    print(String(format: "  pinned fonts loaded and verified in %.1f ms", fonts))
    benchmarkGrid(items: items, sizedByDelegate: false)
    benchmarkGrid(items: items, sizedByDelegate: true)
    benchmarkSelfSizingList(cells: cells)
    TableBenchmark.run(rows: items, selfSizingRows: 10 * cells)
    EngineUpdateBenchmark.run(rows: rows)
    try benchmarkStackRows(rows: rows)
    EngineShapeBenchmark.run(views: shapeSizes, shapes: shapes)
    print(String(format: "  peak memory after: %.1f MB", peakResidentMegabytes()))
}

private enum LayoutBenchmarkError: Error, CustomStringConvertible {
    case usage(String)
    case differentFrames(String)

    var description: String {
        switch self {
        case .usage(let message):
            return "bench layout: \(message); usage: bench layout [--items N] [--cells N] [--rows N]"
        case .differentFrames(let message): return "bench layout: the two layouts differ: \(message)"
        }
    }
}

private func positive(_ value: Int?, _ name: String) throws -> Int {
    guard let value, value > 0 else { throw LayoutBenchmarkError.usage("\(name) needs a positive number") }
    return value
}

func milliseconds(_ body: () -> Void) -> Double {
    if ProcessInfo.processInfo.environment["BENCH_CLOCK"] == "cpu" {
        let start = cpuSeconds()
        body()
        return (cpuSeconds() - start) * 1000
    }
    let clock = ContinuousClock()
    let duration = clock.measure(body)
    let parts = duration.components
    return Double(parts.seconds) * 1000 + Double(parts.attoseconds) / 1e15
}

/// VmHWM from /proc/self/status, in megabytes (0 where the file does not exist).
func peakResidentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
        return kilobytes / 1024
    }
    return 0
}

private final class GridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let items: Int
    var cellRequests = 0

    init(items: Int) { self.items = items }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.backgroundColor = .gray
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        // Seed 000's arithmetic: thirds of the width less two gaps.
        let side = (collectionView.bounds.width - 20) / 3
        return CGSize(width: side, height: side)
    }
}

private func benchmarkGrid(items: Int, sizedByDelegate: Bool) {
    let window = UIWindow(device: .iPhone8, orientation: .portrait)
    let controller = UIViewController()
    window.rootViewController = controller
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collectionView = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    let source = GridSource(items: items)
    collectionView.dataSource = source
    // Without a flow delegate the layout reads `itemSize` itself: the layout's own cost. With one, UIKit
    // (and this layout) asks the delegate for every item's size, which dominates.
    if sizedByDelegate { collectionView.delegate = source }
    controller.view.addSubview(collectionView)
    window.makeKeyAndVisible()

    let first = milliseconds { window.layoutIfNeeded() }
    let middle = milliseconds {
        collectionView.setContentOffset(CGPoint(x: 0, y: collectionView.contentSize.height / 2), animated: false)
        window.layoutIfNeeded()
    }
    let relayout = milliseconds {
        layout.invalidateLayout()
        window.layoutIfNeeded()
    }
    let cellViews = collectionView.subviews.filter { $0 is UICollectionViewCell }.count
    let label = sizedByDelegate ? "grid, sizes from the delegate" : "grid, itemSize, no delegate"
    print(
        String(
            format: "  %@: first layout %.2f ms, scroll to middle %.2f ms, invalidate + layout %.2f ms; "
                + "content %.0f pt tall, %d cell views, %d cells requested, peak %.1f MB",
            label, first, middle, relayout, Double(collectionView.contentSize.height), cellViews, source.cellRequests,
            peakResidentMegabytes()))
}

private final class ListCell: UICollectionViewCell {
    let titleLabel = UILabel()
    private var widthConstraint: NSLayoutConstraint!

    var maxWidth: CGFloat = 0 {
        didSet { widthConstraint.constant = maxWidth }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.numberOfLines = 0
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        widthConstraint = titleLabel.widthAnchor.constraint(equalToConstant: 100)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            widthConstraint,
            contentView.leftAnchor.constraint(equalTo: leftAnchor),
            contentView.rightAnchor.constraint(equalTo: rightAnchor),
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

private final class ListSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let texts: [String]
    var cellRequests = 0

    init(cells: Int) {
        // Seed 003's texts, deterministic: 1…10 repeats of ten kana.
        texts = (0..<cells).map { String(repeating: "あいうえおかきくけこ", count: $0 % 10 + 1) }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        texts.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "List", for: indexPath) as! ListCell
        cell.titleLabel.text = texts[indexPath.item]
        cell.maxWidth = collectionView.bounds.width - 16
        return cell
    }
}

private func benchmarkSelfSizingList(cells: Int) {
    let window = UIWindow(device: .iPhone8, orientation: .portrait)
    let controller = UIViewController()
    window.rootViewController = controller
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 8
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    layout.sectionInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    let collectionView = UICollectionView(frame: controller.view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(ListCell.self, forCellWithReuseIdentifier: "List")
    let source = ListSource(cells: cells)
    collectionView.dataSource = source
    collectionView.delegate = source
    controller.view.addSubview(collectionView)
    window.makeKeyAndVisible()

    let first = milliseconds { window.layoutIfNeeded() }
    let firstRequests = source.cellRequests
    var pages = 0
    let scroll = milliseconds {
        while collectionView.contentOffset.y + collectionView.bounds.height < collectionView.contentSize.height {
            let next = collectionView.contentOffset.y + collectionView.bounds.height
            collectionView.setContentOffset(CGPoint(x: 0, y: next), animated: false)
            window.layoutIfNeeded()
            pages += 1
        }
    }
    let cellViews = collectionView.subviews.filter { $0 is UICollectionViewCell }.count
    print(
        String(
            format: "  self-sizing list: first layout %.2f ms (%d cells made); scrolled %d pages to the end "
                + "in %.2f ms (%.2f ms a page, %d cells requested in all); content %.1f pt tall, %d cell views, "
                + "peak %.1f MB",
            first, firstRequests, pages, scroll, pages > 0 ? scroll / Double(pages) : 0, source.cellRequests,
            Double(collectionView.contentSize.height), cellViews, peakResidentMegabytes()))
}

/// One screen of `rows` list rows, built with stack views or with the constraints they stand for. A row is an
/// icon beside a column of a title and a subtitle; rows are stacked 8 pt apart (uikit-facts-breadth §1.3: fill
/// distribution and alignment generate canvas connections, gaps and alignment constraints only).
private final class StackRowsScreen {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    private(set) var subtitles: [UILabel] = []
    private(set) var leaves: [UIView] = []

    init(rows: Int, stacks: Bool) {
        var rowViews: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<rows {
            let icon = BenchIcon()
            icon.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
            let title = UILabel()
            title.text = "Row \(index)"
            let subtitle = UILabel()
            subtitle.text = "Detail \(index % 7)"
            subtitle.font = .systemFont(ofSize: 13)
            subtitles.append(subtitle)
            leaves += [icon, title, subtitle]
            if stacks {
                let column = UIStackView(arrangedSubviews: [title, subtitle])
                column.axis = .vertical
                column.spacing = 2
                let row = UIStackView(arrangedSubviews: [icon, column])
                row.spacing = 8
                rowViews.append(row)
            } else {
                let column = UIView()
                let row = UIView()
                for view in [icon, title, subtitle, column, row] {
                    view.translatesAutoresizingMaskIntoConstraints = false
                }
                column.addSubview(title)
                column.addSubview(subtitle)
                row.addSubview(icon)
                row.addSubview(column)
                constraints += [
                    title.topAnchor.constraint(equalTo: column.topAnchor),
                    title.leadingAnchor.constraint(equalTo: column.leadingAnchor),
                    title.trailingAnchor.constraint(equalTo: column.trailingAnchor),
                    subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
                    subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                    subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                    subtitle.bottomAnchor.constraint(equalTo: column.bottomAnchor),
                    icon.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                    icon.topAnchor.constraint(equalTo: row.topAnchor),
                    icon.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                    column.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
                    column.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                    column.topAnchor.constraint(equalTo: icon.topAnchor),
                    column.bottomAnchor.constraint(equalTo: icon.bottomAnchor),
                ]
                rowViews.append(row)
            }
        }
        let list: UIView
        if stacks {
            let stack = UIStackView(arrangedSubviews: rowViews)
            stack.axis = .vertical
            stack.spacing = 8
            list = stack
        } else {
            list = UIView()
            for row in rowViews { list.addSubview(row) }
            for (index, row) in rowViews.enumerated() {
                constraints += [
                    row.leadingAnchor.constraint(equalTo: list.leadingAnchor),
                    row.trailingAnchor.constraint(equalTo: list.trailingAnchor),
                    index == 0
                        ? row.topAnchor.constraint(equalTo: list.topAnchor)
                        : row.topAnchor.constraint(equalTo: rowViews[index - 1].bottomAnchor, constant: 8),
                ]
            }
            if let last = rowViews.last { constraints.append(last.bottomAnchor.constraint(equalTo: list.bottomAnchor)) }
        }
        list.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(list)
        constraints += [
            list.topAnchor.constraint(equalTo: root.topAnchor),
            list.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            list.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ]
        NSLayoutConstraint.activate(constraints)
    }

    /// Every leaf's frame in the root's coordinates, in building order.
    var leafFrames: [CGRect] { leaves.map { $0.convert($0.bounds, to: root) } }
}

/// A 24-point square icon.
private final class BenchIcon: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 24, height: 24) }
}

/// Both versions of the same screen in one run, interleaved, best of three: building and the first layout, then
/// a change of every subtitle's text and the layout after it. The two must lay out to the same frames.
private func benchmarkStackRows(rows: Int) throws {
    var best: [String: Double] = [:]
    func record(_ key: String, _ value: Double) { best[key] = min(best[key] ?? .infinity, value) }
    for round in 0..<3 {
        var frames: [[CGRect]] = []
        for stacks in [false, true] {
            let name = stacks ? "stacks" : "explicit"
            var screen: StackRowsScreen!
            record(
                "\(name) first",
                milliseconds {
                    screen = StackRowsScreen(rows: rows, stacks: stacks)
                    screen.root.layoutIfNeeded()
                })
            record(
                "\(name) relayout",
                milliseconds {
                    for (index, label) in screen.subtitles.enumerated() {
                        label.text = "Changed detail \((index + round) % 5)"
                    }
                    screen.root.layoutIfNeeded()
                })
            frames.append(screen.leafFrames)
        }
        if frames[0] != frames[1] {
            let index = frames[0].indices.first { frames[0][$0] != frames[1][$0] } ?? 0
            throw LayoutBenchmarkError.differentFrames("leaf \(index): \(frames[0][index]) against \(frames[1][index])")
        }
    }
    for phase in ["first", "relayout"] {
        let explicit = best["explicit \(phase)"] ?? 0
        let stacks = best["stacks \(phase)"] ?? 0
        print(
            String(
                format: "  %d stack rows, %@: explicit constraints %.2f ms, stack views %.2f ms, stacks/explicit %.3f",
                rows, phase == "first" ? "build + first layout" : "new subtitles + layout", explicit, stacks,
                explicit > 0 ? stacks / explicit : 0))
    }
}
