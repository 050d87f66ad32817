import NotiActivityKit
import NotiExtensions
import NotiSwiftUI
import NotiWidgetKit

/// A widget extension's widgets and Live Activities, read from its bundle (or its widgets) as iOS reads them, and
/// drawn from the extension's own SwiftUI into UIKit view trees (docs/rules/widgets.md#widget-bundles). Its own
/// module rather than part of `NotiUIKitHost`: that module is imported into every file of every extension notisim
/// compiles, and a content extension should not link WidgetKit and ActivityKit to get it.
@MainActor
package struct WidgetExtensionCatalog {
    /// What the widgets declare, in the order of the bundle's body.
    package let declarations: [WidgetDeclaration]

    /// The widgets of `bundle`, made as the system makes it (`init()`).
    package init<Bundle: WidgetBundle>(bundle: Bundle.Type) {
        declarations = WidgetDeclaration.all(in: Bundle())
    }

    /// The widgets given, each one's configuration read.
    package init(widgets: [any Widget]) {
        declarations = WidgetDeclaration.all(in: widgets)
    }

    /// The widgets of timeline entries.
    package var widgets: [TimelineWidgetDeclaration] {
        declarations.compactMap { if case .widget(let widget) = $0 { widget } else { nil } }
    }

    /// The attributes types of the Live Activities, by name, as a push-to-start's `attributes-type` names them.
    package var liveActivityTypes: [String] {
        declarations.compactMap { if case .liveActivity(let activity) = $0 { activity.attributesType } else { nil } }
    }

    /// The Live Activity of `attributesType` with a push's `attributes` and `content-state` JSON decoded into the
    /// app's own types, ready to draw; the activity is `activityID` to its views.
    package func liveActivity(attributesType: String, attributes: Data, contentState: Data,
                              activityID: String) throws(WidgetHostError) -> LiveActivityPresenter {
        let declaration = declarations.lazy.compactMap { declaration -> LiveActivityDeclaration? in
            if case .liveActivity(let activity) = declaration, activity.attributesType == attributesType { activity } else { nil }
        }.first
        guard let declaration else { throw WidgetHostError.unknownAttributesType(attributesType, known: liveActivityTypes) }
        do throws(ActivityPayloadError) {
            return LiveActivityPresenter(activity: try declaration.decode(attributes, contentState), activityID: activityID)
        } catch {
            throw WidgetHostError.payload(error)
        }
    }

    /// The widget of `kind` drawing its provider's placeholder entry in `family` at `size` points, as of `date`, where
    /// `placement` says: its container background (`containerBackground(_:for: .widget)`) behind its whole area.
    package func placeholder(kind: String, family: WidgetFamily, size: CGSize, placement: WidgetPlacementDrawing,
                             at date: Date) throws(WidgetHostError) -> DrawnPresentation {
        let widget = try self.widget(kind)
        return Self.draw(widget.placeholder(TimelineProviderContext(family: family, isPreview: false, displaySize: size)).view,
                         of: widget, family: family, size: size, placement: placement, at: date)
    }

    /// Asks the widget of `kind` for its timeline in `family` at `size` points and hands `done` each entry drawn as of
    /// its own date where `placement` says, with the reload policy, whenever the provider answers.
    package func timeline(kind: String, family: WidgetFamily, size: CGSize, placement: WidgetPlacementDrawing,
                          done: @escaping @MainActor ([(date: Date, drawn: DrawnPresentation)], TimelineReloadPolicy) -> Void) throws(WidgetHostError) {
        let widget = try self.widget(kind)
        widget.timeline(TimelineProviderContext(family: family, isPreview: false, displaySize: size)) { timeline in
            done(timeline.entries.map { entry in
                (entry.date, Self.draw(entry.view, of: widget, family: family, size: size, placement: placement, at: entry.date))
            }, timeline.policy)
        }
    }

    private func widget(_ kind: String) throws(WidgetHostError) -> TimelineWidgetDeclaration {
        guard let widget = widgets.first(where: { $0.kind == kind }) else { throw WidgetHostError.unknownKind(kind, known: widgets.map(\.kind)) }
        return widget
    }

    /// A widget's view of one entry in `family` at `size`, as of `date`: on the Home Screen over its container
    /// background, which iOS removes on the Lock Screen and in StandBy; inside the system's content margins unless the
    /// widget disables them (it reads them from `widgetContentMargins` either way). Views the entry's view gives one
    /// after another with no stack are stacked, as SwiftUI stacks a root's views.
    private static func draw(_ view: AnyView, of widget: TimelineWidgetDeclaration, family: WidgetFamily, size: CGSize,
                             placement: WidgetPlacementDrawing, at date: Date) -> DrawnPresentation {
        let showsBackground = placement.location == .homeScreen
        let margins = EdgeInsets(top: placement.contentMargin, leading: placement.contentMargin,
                                 bottom: placement.contentMargin, trailing: placement.contentMargin)
        let content = AnyView(VStack { view }.padding(widget.contentMarginsDisabled ? EdgeInsets() : margins)
            .environment(\.widgetFamily, family).environment(\.showsWidgetContainerBackground, showsBackground)
            .environment(\.widgetContentMargins, margins))
        let background = showsBackground ? PresentationHosting.host(content, at: date) { _ in size }.hostPreference(ContainerBackgroundKey.self) : nil
        let root = background.map { background in AnyView(ZStack { background; content }) } ?? content
        return PresentationHosting.drawn(PresentationHosting.host(root, at: date) { _ in size })
    }
}

/// Where the host draws a widget, as the request names it, and the system's margin on each edge of its content there.
package struct WidgetPlacementDrawing: Sendable, Hashable {
    package var location: WidgetPlacement
    package var contentMargin: CGFloat

    package init(location: WidgetPlacement, contentMargin: CGFloat) {
        self.location = location; self.contentMargin = contentMargin
    }
}

/// Why the host cannot draw what was asked: the extension declares no such widget, or a push's JSON does not decode
/// into the app's types.
package enum WidgetHostError: Error, Hashable, CustomStringConvertible {
    /// No `ActivityConfiguration` is for the attributes type named.
    case unknownAttributesType(String, known: [String])
    /// No `StaticConfiguration` has the kind named.
    case unknownKind(String, known: [String])
    /// The attributes or content state do not decode.
    case payload(ActivityPayloadError)

    /// One line naming what is missing, or the key path that does not decode.
    package var description: String {
        switch self {
        case let .unknownAttributesType(name, known):
            "attributes-type: the widget extension has no ActivityConfiguration for \(name)" + Self.listing(known)
        case let .unknownKind(kind, known):
            "the widget extension has no widget of kind \(kind)" + Self.listing(known)
        case let .payload(error):
            error.description
        }
    }

    private static func listing(_ known: [String]) -> String { known.isEmpty ? "" : " (it has \(known.joined(separator: ", ")))" }
}
