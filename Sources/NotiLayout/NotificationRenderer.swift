/// Which view to draw.
package enum RenderedViewKind: String, Sendable, Hashable, CaseIterable {
    case banner, expanded, center, lock
    /// A Live Activity's lock screen presentation, and the Dynamic Island strip (docs/rules/live-activities.md#live-activities).
    case liveActivity = "live-activity", island
    /// A widget of the app's widget extension, framed at its family's size (docs/rules/widgets.md#widgets-on-their-pages).
    case widget
}

/// What to draw, with its model.
package enum RenderRequest: Sendable {
    case banner(BannerModel)
    case expanded(ExpandedViewModel)
    /// The centre list, `rows` tall.
    case center(CenterListModel, rows: Int)
    /// The lock screen; nil rows = the device's screen height; `display` is the Display As setting (iOS 16+).
    case lock(CenterListModel, rows: Int?, display: LockScreenDisplay = .standard)
}

/// How a drawn view is written out.
package enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// Plain text, trailing spaces trimmed (what `tmux capture-pane -p` shows; the snapshot format).
    case text
    /// Text with SGR colours and attributes.
    case ansi
    /// The laid-out regions as JSON.
    case json
}

/// The layout engine's entry point: a request plus context in, cells and regions out.
package enum NotificationRenderer {
    /// Draws a view.
    package static func render(_ request: RenderRequest, context: RenderContext) -> RenderedView {
        switch request {
        case .banner(let model): return BannerView.render(model, context: context)
        case .expanded(let model): return ExpandedView.render(model, context: context)
        case let .center(model, rows): return CenterListView.render(model, rows: rows, context: context)
        case let .lock(model, rows, display): return LockScreenView.render(model, rows: rows, display: display, context: context)
        }
    }

    /// A drawn view written in a format (`depth` matters for `ansi` only).
    package static func output(_ view: RenderedView, format: OutputFormat, depth: ColorDepth = .trueColor) -> String {
        switch format {
        case .text: return view.grid.text()
        case .ansi: return ANSIEncoder.encode(view.grid, depth: depth)
        case .json: return RegionJSON.encode(view)
        }
    }

    /// How images are drawn at a colour depth: shading without colour, half blocks otherwise.
    package static func imageCellStyle(for depth: ColorDepth) -> ImageCellStyle { depth == .none ? .shading : .halfBlocks }
}
