import Foundation
import NotiCore

/// One activity to draw: the activity, its type's layout (nil when the workspace has none) and what the header names.
package struct LiveActivityItem: Sendable, Hashable {
    package var activity: LiveActivity
    package var layout: LiveActivityLayout?
    package var appName: String
    package var phase: LiveActivityPhase

    /// Whether `layout` is what the app's widget extension drew of this activity's current content (shown as drawn,
    /// already stale or not) rather than the workspace's layout with `{{key}}` bindings.
    package var drawnByExtension = false
    /// Whether the digits press this activity's lock-screen buttons now (the first activity on a lock screen with no
    /// notification to act on): their numbers are drawn on its frame's bottom edge.
    package var numbersButtons = false

    package init(activity: LiveActivity, layout: LiveActivityLayout?, appName: String, phase: LiveActivityPhase) {
        self.activity = activity; self.layout = layout; self.appName = appName; self.phase = phase
    }

    /// A presentation with its bindings filled at `context.now`; past the stale date, the app's stale look where it
    /// gives one (iOS adds no label of its own).
    func view(_ presentation: LiveActivityLayout.Presentation, context: RenderContext) -> CustomView {
        guard let layout else { return .text(activity.typeName, style: .body, wraps: false) }
        if drawnByExtension { return layout.view(presentation, isStale: false) }
        return layout.view(presentation, isStale: phase == .stale).filled { text in
            LiveActivityBinding.fill(text, state: activity.contentState, attributes: activity.attributes,
                                     now: context.now, timeZone: context.timeZone)
        }
    }
}

extension CustomView {
    /// The view with every text passed through `fill`.
    func filled(_ fill: (String) -> String) -> CustomView {
        switch self {
        case let .text(text, style, wraps): return .text(fill(text), style: style, wraps: wraps)
        case let .styledText(runs, alignment, wraps):
            return .styledText(runs.map { run in var copy = run; copy.text = fill(run.text); return copy }, alignment: alignment, wraps: wraps)
        case let .vstack(children): return .vstack(children.map { $0.filled(fill) })
        case let .hstack(children): return .hstack(children.map { $0.filled(fill) })
        case let .overlay(children): return .overlay(children.map { $0.filled(fill) })
        case let .padding(cells, child): return .padding(cells, child.filled(fill))
        case let .placed(rect, child): return .placed(rect, child.filled(fill))
        case .image, .dim, .spacer, .fill, .border: return self
        }
    }
}
