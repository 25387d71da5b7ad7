import CPangoCairo

extension TextLayout {
    /// Replaces Pango's default tabs (every eight spaces) with `tabs`; past the last one Pango keeps the
    /// spacing of the last two.
    public func setTabs(_ tabs: [TextTab]) {
        guard !tabs.isEmpty, let array = pango_tab_array_new(Int32(tabs.count), 0) else { return }
        defer { pango_tab_array_free(array) }
        for (index, tab) in tabs.enumerated() {
            let alignment: PangoTabAlign
            switch tab.alignment {
            case .left: alignment = PANGO_TAB_LEFT
            case .right: alignment = PANGO_TAB_RIGHT
            case .center: alignment = PANGO_TAB_CENTER
            case .decimal: alignment = PANGO_TAB_DECIMAL
            }
            pango_tab_array_set_tab(array, Int32(index), alignment, Self.pangoUnits(tab.location))
            if tab.alignment == .decimal, let point = tab.decimalPoint.unicodeScalars.first {
                pango_tab_array_set_decimal_point(array, Int32(index), gunichar(point.value))
            }
        }
        pango_layout_set_tabs(pangoLayout, array)
    }
}
