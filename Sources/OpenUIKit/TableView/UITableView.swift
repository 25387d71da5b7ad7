import Foundation

/// UIKit's table view. Rows have cells only within the visible rectangle plus `preparedMargin`: a layout pass
/// reuses cells that leave it and asks the data source for rows that enter it, so 100,000 rows cost what the
/// screen shows. Metrics are uikit-facts-breadth §2, pre-iOS 26.
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    /// The value that asks the table to size a row, header or footer from its content.
    public static let automaticDimension: CGFloat = -1

    /// Extra length kept ready above and below the visible rectangle, as a fraction of its height.
    static let preparedMargin: CGFloat = 0.25

    private let styleStorage: Style
    /// Get-only and overridable, as UIKit declares it.
    open var style: Style { styleStorage }
    open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
    /// Kept: a snapshot does not scroll, so nothing is prefetched.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    open var rowHeight = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    open var estimatedRowHeight = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    open var sectionHeaderHeight = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    open var sectionFooterHeight = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    open var estimatedSectionHeaderHeight = UITableView.automaticDimension
    open var estimatedSectionFooterHeight = UITableView.automaticDimension
    open var sectionHeaderTopPadding = UITableView.automaticDimension { didSet { invalidateGeometry() } }
    open var separatorStyle: SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// Only left and right are used, as leading and trailing (uikit-facts-breadth §2.1). Unset, the separator starts at
    /// the text.
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? UIEdgeInsets(top: 0, left: TableMetrics.cellMargin, bottom: 0, right: 0) }
        set {
            separatorInsetStorage = newValue
            setNeedsLayout()
        }
    }
    private var separatorInsetStorage: UIEdgeInsets?
    open var cellLayoutMarginsFollowReadableWidth = false { didSet { invalidateMeasurements() } }
    open var insetsContentViewsToSafeArea = true { didSet { invalidateMeasurements() } }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Kept for the delegate's default `selectionFollowsFocusForRowAt`: nothing moves focus in a snapshot.
    open var selectionFollowsFocus = false
    open var remembersLastFocusedIndexPath = false
    /// Kept: the section index is not drawn yet (a snapshot of a table with one fails, naming it).
    open var sectionIndexMinimumDisplayRowCount = 0
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var sectionIndexTrackingBackgroundColor: UIColor?

    /// Setting it calls `setEditing(_:animated:)` without animation, as UIKit does.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var editingStorage = false

    /// Tells each visible cell (`UITableViewCell.setEditing(_:animated:)`), and each cell shown later, as UIKit does.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        editingStorage = editing
        for (indexPath, cell) in cells {
            if editing { prepareEditing(of: cell, at: indexPath) }
            cell.setEditing(editing, animated: animated)
        }
        // Editing controls narrow the content, so self-sizing rows are measured again.
        invalidateMeasurements()
    }

    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }

    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    private var cellClasses: [String: UITableViewCell.Type] = [:]
    private var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    private var cellQueues: [String: [UITableViewCell]] = [:]
    private var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    private var cells: [IndexPath: UITableViewCell] = [:]
    private var rowCounts: [Int]?
    private var sections: [TableSectionGeometry]?
    private var headerViews: [Int: UIView] = [:]
    private var footerViews: [Int: UIView] = [:]
    private var measuredHeights: [IndexPath: CGFloat] = [:]
    private var measuredWidth: CGFloat?
    private var selectedRows: Set<IndexPath> = []
    /// The data source's section index titles, asked when the geometry is built.
    private var sectionIndexTitles: [String]?

    public init(frame: CGRect, style: Style) {
        styleStorage = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        // UIKit's tables bounce vertically however short their content, so the automatic content inset always
        // takes the bars' safe area: a short table under a navigation bar starts below it.
        alwaysBounceVertical = true
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        styleStorage = .plain
        super.init(coder: coder)
    }

    private var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    // MARK: Registration and reuse

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = (cellClass as? UITableViewCell.Type) ?? UITableViewCell.self
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] =
            (aClass as? UITableViewHeaderFooterView.Type) ?? UITableViewHeaderFooterView.self
    }

    /// A reused cell, or nil when none waits and no class is registered (UIKit's older API).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = cellQueues[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        let cell = cellClasses[identifier].map { $0.init(reuseIdentifierForRegisteredClass: identifier) }
        // So that `defaultBackgroundConfiguration()` picks this table's preset before the first layout.
        cell?.tableContext.tableStyle = style
        return cell
    }

    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError(
                "unable to dequeue a cell with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier")
        }
        return cell
    }

    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let view: UITableViewHeaderFooterView
        if let reused = headerFooterQueues[identifier]?.popLast() {
            reused.prepareForReuse()
            view = reused
        } else if let made = headerFooterClasses[identifier].map({
            $0.init(reuseIdentifierForRegisteredClass: identifier)
        }) {
            view = made
        } else {
            return nil
        }
        // So that `defaultContentConfiguration()` picks this table's preset, header or footer.
        view.tableStyle = style
        view.isFooter = requestingFooter
        return view
    }

    /// True while the delegate is asked for a footer view.
    private var requestingFooter = false

    private func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        cellQueues[identifier, default: []].append(cell)
    }

    /// Every cell the table holds: on screen and waiting for reuse (for tests of reuse).
    package var cellsAlive: Int { cells.count + cellQueues.values.reduce(0) { $0 + $1.count } }

    // MARK: Data

    /// Forgets cells, counts, headers and row measurements; the next layout asks the data source again.
    open func reloadData() {
        for (_, cell) in cells { enqueue(cell) }
        cells.removeAll()
        removeSectionViews()
        rowCounts = nil
        measuredHeights.removeAll()
        sections = nil
        setNeedsLayout()
    }

    private func removeSectionViews() {
        let shown = headerViews.map { ($0.key, $0.value, true) } + footerViews.map { ($0.key, $0.value, false) }
        for (section, view, isHeader) in shown {
            let wasShown = view.superview === self
            view.removeFromSuperview()
            if wasShown { endDisplaying(view, section: section, isHeader: isHeader) }
            if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
                headerFooterQueues[identifier, default: []].append(reusable)
            }
        }
        headerViews.removeAll()
        footerViews.removeAll()
    }

    private func invalidateGeometry() {
        sections = nil
        setNeedsLayout()
    }

    private func invalidateMeasurements() {
        measuredHeights.removeAll()
        invalidateGeometry()
    }

    private var counts: [Int] {
        if let rowCounts { return rowCounts }
        guard let dataSource else { return [] }
        let count = max(0, dataSource.numberOfSections(in: self))
        let counts = (0..<count).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        rowCounts = counts
        return counts
    }

    open var numberOfSections: Int { counts.count }

    open func numberOfRows(inSection section: Int) -> Int {
        let counts = self.counts
        return section >= 0 && section < counts.count ? counts[section] : 0
    }

    // MARK: Queries

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { cells[indexPath] }

    open var visibleCells: [UITableViewCell] { (indexPathsForVisibleRows ?? []).compactMap { cells[$0] } }

    open var indexPathsForVisibleRows: [IndexPath]? {
        cells.filter { $0.value.frame.intersects(bounds) }.keys.sorted()
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? { cells.first { $0.value === cell }?.key }

    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        for (index, section) in geometry.enumerated() where point.y >= section.rowsMinY && point.y < section.rowsMaxY {
            let rows = section.rows(from: point.y, to: point.y + 0.001)
            if let row = rows.first { return IndexPath(row: row, section: index) }
        }
        return nil
    }

    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerViews[section] as? UITableViewHeaderFooterView
    }

    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        footerViews[section] as? UITableViewHeaderFooterView
    }

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let sections = geometry
        guard indexPath.section >= 0, indexPath.section < sections.count else { return .zero }
        let section = sections[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < section.rowCount else { return .zero }
        let span = horizontalSpan
        return CGRect(
            x: span.minX, y: section.rowEdges[indexPath.row], width: span.width,
            height: section.rowEdges[indexPath.row + 1] - section.rowEdges[indexPath.row])
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        let sections = geometry
        guard section >= 0, section < sections.count else { return .zero }
        return CGRect(
            x: 0, y: sections[section].headerMinY, width: bounds.width, height: sections[section].headerHeight)
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        let sections = geometry
        guard section >= 0, section < sections.count else { return .zero }
        return CGRect(x: 0, y: sections[section].rowsMaxY, width: bounds.width, height: sections[section].footerHeight)
    }

    open func rect(forSection section: Int) -> CGRect {
        let sections = geometry
        guard section >= 0, section < sections.count else { return .zero }
        return CGRect(
            x: 0, y: sections[section].top, width: bounds.width,
            height: sections[section].bottom - sections[section].top)
    }

    // MARK: Selection and scrolling

    open var indexPathForSelectedRow: IndexPath? { selectedRows.sorted().first }
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath, allowsSelection else { return }
        if !allowsMultipleSelection {
            for row in selectedRows { cells[row]?.setSelected(false, animated: animated) }
            selectedRows.removeAll()
        }
        selectedRows.insert(indexPath)
        cells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
        cells[indexPath]?.setSelected(false, animated: animated)
    }

    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let frame = rectForRow(at: indexPath)
        guard frame != .zero else { return }
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y = contentOffset.y
        switch scrollPosition {
        case .top: y = frame.minY - inset.top
        case .middle: y = frame.midY - inset.top - visibleHeight / 2
        case .bottom: y = frame.maxY - inset.top - visibleHeight
        case .none:
            scrollRectToVisible(frame, animated: animated)
            return
        }
        y = min(max(y, -inset.top), max(-inset.top, contentSize.height + inset.bottom - bounds.height))
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Horizontal metrics

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Safe-area insets as leading/trailing.
    private var safeSides: (leading: CGFloat, trailing: CGFloat) {
        let safe = safeAreaInsets
        return isRightToLeft ? (safe.right, safe.left) : (safe.left, safe.right)
    }

    /// Inset-grouped sections are inset by the table's margin (16 compact, 20 regular) plus the safe area
    /// (uikit-facts-breadth §2.2; adding rather than taking the larger one is a choice, as for root-view margins).
    private var sectionSideInset: CGFloat {
        guard style == .insetGrouped else { return 0 }
        return LayoutMetrics.systemMinimumSideMargin(horizontalSizeClass: traitCollection.horizontalSizeClass)
    }

    /// The rows' horizontal extent in the table.
    private var horizontalSpan: CGRect {
        guard style == .insetGrouped else { return CGRect(x: 0, y: 0, width: bounds.width, height: 0) }
        let safe = safeAreaInsets
        let left = safe.left + sectionSideInset
        let right = safe.right + sectionSideInset
        return CGRect(x: left, y: 0, width: max(0, bounds.width - left - right), height: 0)
    }

    /// Cell metrics from the cell's edges: the safe area (unless the section already avoids it), then the cell
    /// margin of 16 (uikit-facts-breadth §2.2), or wider to keep the text in the readable width (uikit-facts-breadth
    /// §2.1).
    private func cellContext(width: CGFloat) -> TableCellContext {
        var context = TableCellContext()
        context.tableStyle = style
        if style != .insetGrouped && insetsContentViewsToSafeArea {
            (context.contentLeadingInset, context.contentTrailingInset) = safeSides
        }
        let available = max(0, width - context.contentLeadingInset - context.contentTrailingInset)
        var side = TableMetrics.cellMargin
        if cellLayoutMarginsFollowReadableWidth {
            let readable = LayoutMetrics.readableWidth(for: traitCollection.preferredContentSizeCategory)
            side = max(side, ((available - readable) / 2).rounded(.down))
        }
        context.leadingMargin = context.contentLeadingInset + side
        context.trailingMargin = context.contentTrailingInset + side
        context.separatorInset =
            separatorInsetStorage ?? UIEdgeInsets(top: 0, left: context.leadingMargin, bottom: 0, right: 0)
        context.separatorColor = separatorColor
        return context
    }

    // MARK: Geometry

    private var geometry: [TableSectionGeometry] {
        if let sections { return sections }
        let built = buildGeometry()
        sections = built
        let height = (built.last?.bottom ?? tableHeaderHeight) + (tableFooterView?.frame.height ?? 0)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
        return built
    }

    private var tableHeaderHeight: CGFloat { tableHeaderView?.frame.height ?? 0 }

    private func buildGeometry() -> [TableSectionGeometry] {
        removeSectionViews()
        sectionIndexTitles = dataSource?.sectionIndexTitles(for: self)
        var y = tableHeaderHeight
        var result: [TableSectionGeometry] = []
        let counts = self.counts
        let span = horizontalSpan
        let context = cellContext(width: span.width)
        let standard = TableMetrics.standardRowHeight(for: traitCollection.preferredContentSizeCategory)
        for (section, count) in counts.enumerated() {
            let header = sectionView(section, isHeader: true, textLeading: span.minX + context.leadingMargin)
            let footer = sectionView(section, isHeader: false, textLeading: span.minX + context.leadingMargin)
            var padding: CGFloat = 0
            if header.height > 0 {
                padding = sectionHeaderTopPadding
                if padding == UITableView.automaticDimension {
                    padding = style == .plain ? TableMetrics.plainHeaderTopPadding : 0
                }
            }
            var edges = [CGFloat]()
            edges.reserveCapacity(count + 1)
            var rowY = y + padding + header.height
            edges.append(rowY)
            for row in 0..<count {
                rowY += height(ofRow: IndexPath(row: row, section: section), standard: standard, width: span.width)
                edges.append(rowY)
            }
            let geometry = TableSectionGeometry(
                top: y, headerTopPadding: padding, headerHeight: header.height, rowEdges: edges,
                footerHeight: footer.height)
            result.append(geometry)
            y = geometry.bottom
        }
        return result
    }

    private func height(ofRow indexPath: IndexPath, standard: CGFloat, width: CGFloat) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if height != UITableView.automaticDimension { return max(0, height) }
        if let measured = measuredHeights[indexPath] { return measured }
        var estimate =
            tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        if estimate == UITableView.automaticDimension { estimate = standard }
        if estimate > 0 { return estimate }
        // Estimation off (0): every row is measured up front, as UIKit does.
        guard let dataSource else { return standard }
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        let measured = measure(cell, at: indexPath, width: width)
        enqueue(cell)
        return measured
    }

    private func measure(_ cell: UITableViewCell, at indexPath: IndexPath, width: CGFloat) -> CGFloat {
        if cell.superview !== self { insertContentView(cell) }
        cell.tableContext = cellContext(width: width)
        let height = max(0, cell.fittingHeight(width: width))
        measuredHeights[indexPath] = height
        return height
    }

    /// The header or footer view of a section and its height (uikit-facts-breadth §2.1, uikit-facts-breadth §2.4).
    private func sectionView(_ section: Int, isHeader: Bool, textLeading: CGFloat) -> (view: UIView?, height: CGFloat) {
        var requested =
            isHeader
            ? tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        requestingFooter = !isHeader
        var view =
            isHeader
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        requestingFooter = false
        if let headerFooter = view as? UITableViewHeaderFooterView {
            prepare(headerFooter, section: section, isHeader: isHeader, textLeading: textLeading)
        }
        let title =
            isHeader
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        if view == nil, let title, !title.isEmpty {
            view = titleView(title, section: section, isHeader: isHeader, textLeading: textLeading)
        }
        if requested == UITableView.automaticDimension {
            if let titled = view as? UITableViewHeaderFooterView, titled.hasFittingContent {
                requested = titled.fittingHeight(width: bounds.width)
                if style == .plain, let font = titled.fittingFont {
                    requested = max(requested, TableMetrics.plainHeaderHeight(font: font))
                }
            } else if let view {
                requested = view.frame.height
            } else {
                requested = style == .plain ? 0 : TableMetrics.groupedEmptyHeaderFooterHeight
            }
        }
        if let view {
            if isHeader { headerViews[section] = view } else { footerViews[section] = view }
        }
        return (view, max(0, requested))
    }

    private func titleView(_ title: String, section: Int, isHeader: Bool, textLeading: CGFloat)
        -> UITableViewHeaderFooterView
    {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        prepare(view, section: section, isHeader: isHeader, textLeading: textLeading)
        let label = view.textLabel!
        let footnote = UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traitCollection)
        if style == .plain {
            let subheadline = UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: traitCollection)
            label.font = UIFont.systemFont(ofSize: subheadline.pointSize, weight: .semibold)
        } else {
            label.font = footnote
        }
        // Grouped headers are uppercased (uikit-facts-breadth §2.4); footers keep their case.
        label.text = style != .plain && isHeader ? title.uppercased() : title
        return view
    }

    /// Tells a header or footer view its place: style, header or footer, and the text insets of uikit-facts-breadth
    /// §2.4 with the cells' text leading.
    private func prepare(_ view: UITableViewHeaderFooterView, section: Int, isHeader: Bool, textLeading: CGFloat) {
        view.tableStyle = style
        view.isFooter = !isHeader
        view.isFirstSection = section == 0
        let margins = TableMetrics.headerFooterVerticalMargins(
            style: style, isHeader: isHeader, isFirstSection: section == 0)
        view.textInsets = NSDirectionalEdgeInsets(
            top: margins.top, leading: textLeading, bottom: margins.bottom, trailing: textLeading)
    }

    /// UIKit draws the section index at the trailing edge; its metrics are not sourced yet, so rather than show a
    /// table without it, the snapshot fails.
    package override var drawingProblem: String? {
        if let problem = super.drawingProblem { return problem }
        guard let titles = sectionIndexTitles, !titles.isEmpty else { return nil }
        let rows = counts.reduce(0, +)
        guard rows >= sectionIndexMinimumDisplayRowCount else { return nil }
        return "shows a section index (the data source's sectionIndexTitles(for:)), which is not drawn yet"
    }

    // MARK: Layout

    private var preparedRect: CGRect { bounds.insetBy(dx: 0, dy: -bounds.height * Self.preparedMargin) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        if measuredWidth != bounds.width {
            // Rows were measured for the old width (a rotation, a split view).
            measuredWidth = bounds.width
            measuredHeights.removeAll()
            sections = nil
        }
        guard dataSource != nil else {
            if !cells.isEmpty { reloadData() }
            return
        }
        // Self-sizing converges in a few rounds: measured rows move their neighbours, which may bring new rows
        // into the prepared rectangle. Each round shifts the stored row edges by the measured differences
        // instead of asking for every row's height again.
        for _ in 0..<10 {
            guard placeRows() else { break }
        }
        placeSectionViews()
        placeTableHeaderAndFooter()
        updateScrollIndicators()
    }

    /// Places cells for the rows in the prepared rectangle; true when a measurement changed a row's height.
    private func placeRows() -> Bool {
        guard let dataSource else { return false }
        let sections = geometry
        let rect = preparedRect
        let span = horizontalSpan
        let context = cellContext(width: span.width)
        var wanted: [IndexPath] = []
        for (index, section) in sections.enumerated() where section.rowsMaxY > rect.minY && section.rowsMinY < rect.maxY
        {
            for row in section.rows(from: rect.minY, to: rect.maxY) {
                wanted.append(IndexPath(row: row, section: index))
            }
        }
        let wantedSet = Set(wanted)
        for (indexPath, cell) in cells where !wantedSet.contains(indexPath) {
            cells[indexPath] = nil
            enqueue(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        var changes: [IndexPath: CGFloat] = [:]
        for indexPath in wanted {
            let section = sections[indexPath.section]
            var cell: UITableViewCell
            if let existing = cells[indexPath] {
                cell = existing
            } else {
                cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cells[indexPath] = cell
                cell.setSelected(selectedRows.contains(indexPath), animated: false)
                if editingStorage { prepareEditing(of: cell, at: indexPath) }
                if cell.isEditing != editingStorage { cell.setEditing(editingStorage, animated: false) }
                // UIKit sets the level only from a delegate that implements the method; a default cannot be told
                // from an answer of 0, so 0 keeps the level the cell was given (a choice).
                let level = tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
                if level != 0 { cell.indentationLevel = level }
                insertContentView(cell)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
            let isLast = indexPath.row == section.rowCount - 1
            var rowContext = context
            rowContext.showsSeparator = separatorStyle != .none && !(style == .insetGrouped && isLast)
            if style == .grouped && isLast && separatorInsetStorage == nil { rowContext.separatorInset = .zero }
            cell.tableContext = rowContext
            cell.styleBackgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
            applyCorners(to: cell, isFirst: indexPath.row == 0, isLast: isLast)
            let exact = CGRect(
                x: span.minX, y: section.rowEdges[indexPath.row], width: span.width,
                height: section.rowEdges[indexPath.row + 1] - section.rowEdges[indexPath.row])
            let automatic =
                (tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight)
                == UITableView.automaticDimension
            if automatic && measuredHeights[indexPath] == nil {
                let measured = measure(cell, at: indexPath, width: span.width)
                if abs(measured - exact.height) > 0.001 { changes[indexPath] = measured - exact.height }
            }
            let frame = pixelAligned(exact)
            if cell.frame != frame { cell.frame = frame }
        }
        guard !changes.isEmpty else { return false }
        shiftGeometry(by: changes)
        return true
    }

    /// Moves the row edges after each row whose measured height differs from its estimate, and every later
    /// section, in one sweep: a measurement costs additions, not a rebuild that asks for every row's height.
    private func shiftGeometry(by changes: [IndexPath: CGFloat]) {
        guard var built = sections else { return }
        let bySection = Dictionary(grouping: changes, by: { $0.key.section })
        var shift: CGFloat = 0
        for index in built.indices {
            let rowChanges = bySection[index].map {
                Dictionary(uniqueKeysWithValues: $0.map { ($0.key.row, $0.value) })
            }
            guard shift != 0 || rowChanges != nil else { continue }
            built[index].top += shift
            if let rowChanges {
                // Edges before the first changed row only move with the sections above.
                let firstChanged = rowChanges.keys.min() ?? 0
                for edge in 0...firstChanged { built[index].rowEdges[edge] += shift }
                for edge in (firstChanged + 1)..<built[index].rowEdges.count {
                    shift += rowChanges[edge - 1] ?? 0
                    built[index].rowEdges[edge] += shift
                }
            } else {
                for edge in built[index].rowEdges.indices { built[index].rowEdges[edge] += shift }
            }
        }
        sections = built
        let height = (built.last?.bottom ?? tableHeaderHeight) + (tableFooterView?.frame.height ?? 0)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    /// Inset-grouped sections have rounded corners (radius 10, uikit-facts-breadth §2.2) on their first and last rows.
    private func applyCorners(to cell: UITableViewCell, isFirst: Bool, isLast: Bool) {
        guard style == .insetGrouped, isFirst || isLast else {
            cell.layer.cornerRadius = 0
            cell.clipsToBounds = false
            return
        }
        var corners: CACornerMask = []
        if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = TableMetrics.insetGroupedCornerRadius
        cell.layer.maskedCorners = corners
        cell.clipsToBounds = true
    }

    private func placeSectionViews() {
        let rect = preparedRect
        // Plain headers float: pinned under the top of the visible area while their section passes under it,
        // pushed up by the section's end.
        let pinTop = bounds.minY + adjustedContentInset.top
        for (index, section) in geometry.enumerated() {
            var headerFrame = CGRect(x: 0, y: section.headerMinY, width: bounds.width, height: section.headerHeight)
            if style == .plain && section.headerHeight > 0 {
                headerFrame.origin.y = max(
                    section.headerMinY, min(pinTop, section.rowsMaxY - section.headerHeight))
            }
            let pinned = headerFrame.minY > section.headerMinY
            place(headerViews[index], in: headerFrame, within: rect, section: index, isHeader: true)
            if let header = headerViews[index] { setFloating(header, pinned) }
            place(
                footerViews[index],
                in: CGRect(x: 0, y: section.rowsMaxY, width: bounds.width, height: section.footerHeight), within: rect,
                section: index, isHeader: false)
        }
    }

    /// A floating header goes above the rows (below the scroll indicators) on the plain header material
    /// (uikit-facts-breadth §2.4: blur style 10, drawn flat as the bars' material).
    private func setFloating(_ view: UIView, _ floating: Bool) {
        if let headerFooter = view as? UITableViewHeaderFooterView { headerFooter.isFloating = floating }
        guard floating, view.superview === self else { return }
        bringSubviewToFront(view)
        for indicator in scrollIndicators { bringSubviewToFront(indicator) }
    }

    /// Shows a header or footer in its frame when it is in the prepared rectangle: the delegate hears
    /// `willDisplayHeaderView` (or footer) once it is configured and placed, before it is drawn, so a restyled
    /// label shows; and `didEndDisplaying…` when it leaves.
    private func place(_ view: UIView?, in frame: CGRect, within rect: CGRect, section: Int, isHeader: Bool) {
        guard let view else { return }
        guard frame.height > 0, frame.intersects(rect) else {
            if view.superview === self {
                view.removeFromSuperview()
                endDisplaying(view, section: section, isHeader: isHeader)
            }
            return
        }
        let aligned = pixelAligned(frame)
        if view.frame != aligned { view.frame = aligned }
        guard view.superview !== self else { return }
        if isHeader {
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
        insertContentView(view)
    }

    private func endDisplaying(_ view: UIView, section: Int, isHeader: Bool) {
        if isHeader {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    private func placeTableHeaderAndFooter() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            let y = geometry.last?.bottom ?? tableHeaderHeight
            footer.frame = CGRect(x: 0, y: y, width: bounds.width, height: footer.frame.height)
        }
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        old?.removeFromSuperview()
        if let new { insertContentView(new) }
        invalidateGeometry()
    }

    /// Each edge rounded to the pixel grid as the engine rounds frames (`LayoutMetrics.roundToPixel`), so rows
    /// neither overlap nor leave gaps.
    private func pixelAligned(_ exact: CGRect) -> CGRect {
        let scale = traitCollection.displayScale
        let minX = LayoutMetrics.roundToPixel(exact.minX, scale: scale)
        let minY = LayoutMetrics.roundToPixel(exact.minY, scale: scale)
        return CGRect(
            x: minX, y: minY, width: LayoutMetrics.roundToPixel(exact.maxX, scale: scale) - minX,
            height: LayoutMetrics.roundToPixel(exact.maxY, scale: scale) - minY)
    }

    /// Rows and headers go above the background view and below the scroll indicators.
    private func insertContentView(_ view: UIView) {
        guard view.superview !== self else { return }
        if let indicator = scrollIndicators.first {
            insertSubview(view, belowSubview: indicator)
        } else {
            addSubview(view)
        }
    }
}
