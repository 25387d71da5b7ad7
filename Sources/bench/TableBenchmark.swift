import Foundation
import OpenUIKit

/// The table cases of `bench layout`: N rows with a fixed `rowHeight` (layout, scroll to the middle, reload),
/// then M self-sizing classic rows (`automaticDimension`, wrapping text) scrolled page by page to the end.
enum TableBenchmark {
    private final class Source: NSObject, UITableViewDataSource {
        let rows: Int
        let wraps: Bool
        var cellRequests = 0

        init(rows: Int, wraps: Bool) {
            self.rows = rows
            self.wraps = wraps
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cellRequests += 1
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "row")
                ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.textLabel?.numberOfLines = wraps ? 0 : 1
            cell.textLabel?.text =
                wraps
                ? String(repeating: "Row \(indexPath.row) wraps onto more lines. ", count: indexPath.row % 5 + 1)
                : "Row \(indexPath.row)"
            return cell
        }
    }

    private static func makeTable(_ source: Source) -> (UIWindow, UITableView) {
        let window = UIWindow(device: .iPhone8, orientation: .portrait)
        let controller = UIViewController()
        window.rootViewController = controller
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = source
        controller.view.addSubview(table)
        window.makeKeyAndVisible()
        return (window, table)
    }

    static func run(rows: Int, selfSizingRows: Int) {
        let fixed = Source(rows: rows, wraps: false)
        let (window, table) = makeTable(fixed)
        table.rowHeight = 44
        let first = milliseconds { window.layoutIfNeeded() }
        let middle = milliseconds {
            table.setContentOffset(CGPoint(x: 0, y: table.contentSize.height / 2), animated: false)
            window.layoutIfNeeded()
        }
        let reload = milliseconds {
            table.reloadData()
            window.layoutIfNeeded()
        }
        print(
            String(
                format: "  table, %d rows, rowHeight 44: first layout %.2f ms, scroll to middle %.2f ms, "
                    + "reload + layout %.2f ms; content %.0f pt tall, %d cells alive, %d cells requested, peak %.1f MB",
                rows, first, middle, reload, Double(table.contentSize.height), table.cellsAlive, fixed.cellRequests,
                peakResidentMegabytes()))

        let sizing = Source(rows: selfSizingRows, wraps: true)
        let (sizingWindow, sizingTable) = makeTable(sizing)
        let sizingFirst = milliseconds { sizingWindow.layoutIfNeeded() }
        var pages = 0
        let scroll = milliseconds {
            while sizingTable.contentOffset.y + sizingTable.bounds.height < sizingTable.contentSize.height {
                let next = sizingTable.contentOffset.y + sizingTable.bounds.height
                sizingTable.setContentOffset(CGPoint(x: 0, y: next), animated: false)
                sizingWindow.layoutIfNeeded()
                pages += 1
            }
        }
        print(
            String(
                format: "  table, %d self-sizing rows: first layout %.2f ms; scrolled %d pages to the end in %.2f ms "
                    + "(%.2f ms a page, %d cells requested); content %.1f pt tall, %d cells alive, peak %.1f MB",
                selfSizingRows, sizingFirst, pages, scroll, pages > 0 ? scroll / Double(pages) : 0,
                sizing.cellRequests, Double(sizingTable.contentSize.height), sizingTable.cellsAlive,
                peakResidentMegabytes()))
    }
}
