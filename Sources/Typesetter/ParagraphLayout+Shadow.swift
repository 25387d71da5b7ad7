import CPangoCairo

extension ParagraphLayout {
    /// Draws the shadows of the runs that carry one, under where `show(in:)` draws the glyphs: for each shadow,
    /// a copy of the layout in which only its runs are visible, in the shadow's colour, moved by its offset and
    /// blurred on an alpha mask at the layout's scale (the blur `LayerShadow` uses, so identical on every machine).
    func showShadows(in cairo: OpaquePointer, originX: Double, originY: Double) {
        var shadows: [TextShadow] = []
        for shadow in text.runs.compactMap(\.shadow) where !shadows.contains(shadow) { shadows.append(shadow) }
        for shadow in shadows {
            let copy = ParagraphLayout(
                text: text.shadowCopy(for: shadow), lineHeight: lineHeight, ascender: ascender,
                maximumLines: maximumLines, spacing: spacing)
            let sigma = max(shadow.blurRadius, 0) * text.scale
            if BoxBlur.boxes(sigma: sigma).isEmpty {
                cairo_save(cairo)
                cairo_move_to(cairo, originX + shadow.offsetX, originY + shadow.offsetY)
                copy.showGlyphs(in: cairo)
                cairo_restore(cairo)
            } else {
                copy.showBlurred(
                    in: cairo, x: originX + shadow.offsetX, y: originY + shadow.offsetY, sigma: sigma,
                    color: shadow.color)
            }
        }
    }

    private func showBlurred(in cairo: OpaquePointer, x: Double, y: Double, sigma: Double, color: TextColor) {
        let scale = text.scale
        let ink = text.inkBounds
        let margin = (sigma * 3).rounded(.up) / scale + 1
        let minX = min(0, ink.x) - margin
        let minY = min(0, ink.y) - margin
        let maxX = max(size.width, text.width ?? 0, ink.x + ink.width) + margin
        let maxY = max(size.height, ink.y + ink.height) + margin
        let width = Int32(((maxX - minX) * scale).rounded(.up))
        let height = Int32(((maxY - minY) * scale).rounded(.up))
        guard width > 0, height > 0, width < 16_384, height < 16_384,
            let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)
        else { return }
        defer { cairo_surface_destroy(mask) }
        let offscreen = cairo_create(mask)!
        cairo_scale(offscreen, scale, scale)
        cairo_move_to(offscreen, -minX, -minY)
        showGlyphs(in: offscreen)
        cairo_destroy(offscreen)
        cairo_surface_flush(mask)
        let stride = Int(cairo_image_surface_get_stride(mask))
        let data = cairo_image_surface_get_data(mask)!
        var alpha = [UInt8](repeating: 0, count: Int(width) * Int(height))
        for row in 0..<Int(height) {
            for column in 0..<Int(width) { alpha[row * Int(width) + column] = data[row * stride + column] }
        }
        BoxBlur.gaussian(&alpha, width: Int(width), height: Int(height), sigma: sigma)
        for row in 0..<Int(height) {
            for column in 0..<Int(width) { data[row * stride + column] = alpha[row * Int(width) + column] }
        }
        cairo_surface_mark_dirty(mask)
        cairo_save(cairo)
        cairo_translate(cairo, x + minX, y + minY)
        cairo_scale(cairo, 1 / scale, 1 / scale)
        // The mask carries the colour's alpha (the runs were drawn in it); the source gives its components.
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, 1)
        cairo_mask_surface(cairo, mask, 0, 0)
        cairo_restore(cairo)
    }
}

extension TextLayout {
    /// The same paragraph with only the runs that carry `shadow` visible, in its colour, without backgrounds; the
    /// lines break exactly as the original's, since faces, kerning and rises are kept.
    func shadowCopy(for shadow: TextShadow) -> TextLayout {
        // Pango takes an alpha of 1 to 65535; 1 draws nothing at 8 bits.
        let hidden = TextColor(red: 0, green: 0, blue: 0, alpha: 1 / 65535)
        let copy = TextLayout(copying: self)
        let length = String(cString: pango_layout_get_text(pangoLayout)).utf16.count
        var shadowRuns = [TextRun(range: 0..<length, color: hidden)]
        for run in runs {
            var copyRun = run
            let casts = run.shadow == shadow
            copyRun.color = casts ? shadow.color : hidden
            copyRun.background = nil
            copyRun.shadow = nil
            copyRun.underline = casts ? run.underline.map { TextDecoration(style: $0.style, color: nil) } : nil
            copyRun.strikethrough = casts ? run.strikethrough.map { TextDecoration(style: $0.style, color: nil) } : nil
            shadowRuns.append(copyRun)
        }
        copy.setRuns(shadowRuns)
        return copy
    }
}
