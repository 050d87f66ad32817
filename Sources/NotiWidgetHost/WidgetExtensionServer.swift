import Foundation
import NotiActivityKit
import NotiCore
import NotiExtensions
import NotiLayout
import NotiSwiftUI
import NotiUIKitHost
import NotiWidgetKit

/// Answers the widget calls of the extension protocol (docs/extension-protocol.md#widget-extensions) from a widget
/// extension's own declarations: `hello` with what it declares, `drawLiveActivity` with each presentation of an
/// activity drawn from the app's views into cells, as the custom area's UIKit tree is, and `widgetTimeline` with a
/// widget's entries drawn the same way when its provider answers.
@MainActor
final class WidgetExtensionServer {
    private let catalog: WidgetExtensionCatalog
    private let emit: @Sendable (String) -> Void
    /// The buttons and links of each entry of each widget's last timeline, by the request it answered: what
    /// `pressWidgetButton` presses.
    private var buttons: [WidgetTimelineRequest: [[UIButton]]] = [:]

    init(catalog: WidgetExtensionCatalog, emit: @escaping @Sendable (String) -> Void) {
        self.catalog = catalog
        self.emit = emit
    }

    /// Handles one line of input, answering through `emit`.
    func handle(_ line: String) {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        guard let call = try? JSONParser.parse(line), let id = call["id"]?.intValue, let method = call["method"]?.stringValue else {
            emit(JSONValue.object([(key: "id", value: .null), (key: "error", value: .string("not a call: \(line.prefix(60))"))]).serialized())
            return
        }
        let emit = self.emit
        let send = { (answer: (key: String, value: JSONValue)) in
            emit(JSONValue.object([(key: "id", value: .number(JSONNumber(id))), answer]).serialized())
        }
        do throws(WireError) {
            try answer(method, call["params"] ?? .object([]), send: { send((key: "result", value: $0)) },
                       fail: { send((key: "error", value: .string($0))) })
        } catch {
            send((key: "error", value: .string(error.description)))
        }
    }

    /// Answers a call through `send`, at once or (a widget's timeline, a pressed button) when the extension's code
    /// has answered; `fail` answers with an error then.
    private func answer(_ method: String, _ params: JSONValue, send: @escaping @MainActor (JSONValue) -> Void,
                        fail: @escaping @MainActor (String) -> Void) throws(WireError) {
        switch method {
        case "hello":
            send(WidgetWire.listingJSON(listing, takesSetClock: DeviceClock.isAvailable))
        case "setClock":
            DeviceClock.set(try DeviceClockReading(json: params))
            send(.object([]))
        case "drawLiveActivity":
            send(WidgetWire.drawnJSON(draw(try WidgetWire.drawing(params))))
        case "widgetTimeline":
            let request = try WidgetWire.timelineRequest(params)
            guard let family = WidgetFamily.allCases.first(where: { $0.description == request.family }) else {
                throw WireError(path: "params.family", reason: "not a widget family: " + WidgetFamily.allCases.map(\.description).joined(separator: ", "))
            }
            do throws(WidgetHostError) {
                let placement = WidgetPlacementDrawing(location: request.location, contentMargin: request.contentMargin)
                try catalog.timeline(kind: request.kind, family: family, size: CGSize(width: request.width, height: request.height),
                                     placement: placement) { [weak self] entries, policy in
                    let pressable = entries.map { Self.buttons(in: $0.drawn.view) }
                    self?.buttons[request] = pressable
                    let drawn = zip(entries, pressable).map { entry, buttons in
                        DrawnWidgetTimeline.Entry(date: entry.date, view: ViewTreeDrawing.customView(of: entry.drawn.view, attachments: []),
                                                  widgetURL: entry.drawn.widgetURL?.absoluteString, buttons: buttons.map(Self.title))
                    }
                    send(WidgetWire.timelineJSON(DrawnWidgetTimeline(entries: drawn, policy: Self.policy(policy))))
                }
            } catch {
                throw WireError(path: "params.kind", reason: error.description)
            }
        case "pressWidgetButton":
            let press = try WidgetWire.press(params)
            guard let entries = buttons[press.widget] else {
                throw WireError(path: "params.widget", reason: "no timeline of \(press.widget.kind) in \(press.widget.family) was drawn here")
            }
            guard entries.indices.contains(press.entry), entries[press.entry].indices.contains(press.button) else {
                throw WireError(path: "params.button", reason: "entry \(press.entry) of \(press.widget.kind) has no button \(press.button + 1)")
            }
            _ = URLOpening.take()
            entries[press.entry][press.button].sendActions(for: .primaryActionTriggered)
            // The answer waits for the intent the button started: the system reloads the widget once it has run.
            Task { @MainActor in
                await IntentRuns.finish()
                send(WidgetWire.pressedJSON(opened: URLOpening.take().map(\.absoluteString)))
            }
        case "pressLiveActivityButton":
            try pressLiveActivityButton(try WidgetWire.liveActivityPress(params), send: send, fail: fail)
        default:
            throw WireError(path: "method", reason: "\"\(method)\" is not a call a widget extension answers")
        }
    }

    /// Presses a button of the presentation `press` names, drawn afresh from the activity's JSON: a link answers the URL
    /// it opens; an intent is performed with the activity lent to its code, and the answer says what it did to it. A
    /// button the presentation lacks is answered with how many it has (an error would end the extension).
    private func pressLiveActivityButton(_ press: LiveActivityButtonPress, send: @escaping @MainActor (JSONValue) -> Void,
                                         fail: @escaping @MainActor (String) -> Void) throws(WireError) {
        let drawing = press.drawing
        let presenter: LiveActivityPresenter
        do throws(WidgetHostError) {
            presenter = try catalog.liveActivity(attributesType: drawing.attributesType, attributes: Data(drawing.attributes.serialized().utf8),
                                                 contentState: Data(drawing.contentState.serialized().utf8), activityID: drawing.activityID)
        } catch {
            throw WireError(path: "params.contentState", reason: error.description)
        }
        let drawn = press.presentation == .lockScreen
            ? presenter.lockScreen(width: drawing.width, at: drawing.date, isStale: drawing.isStale)
            : presenter.island(.expanded, at: drawing.date, isStale: drawing.isStale, sizes: Self.islandSizes(drawing).sizes)
        let buttons = Self.buttons(in: drawn.view)
        guard buttons.indices.contains(press.button) else {
            return send(WidgetWire.pressedJSON(LiveActivityButtonPressed(title: nil, buttonCount: buttons.count)))
        }
        let button = buttons[press.button]
        let title = Self.title(of: button)
        _ = URLOpening.take()
        // The answer waits for the intent the button started, which may update or end the activity.
        Task { @MainActor in
            do {
                let change = try await presenter.lending {
                    button.sendActions(for: .primaryActionTriggered)
                    await IntentRuns.finish()
                }
                send(WidgetWire.pressedJSON(LiveActivityButtonPressed(title: title, buttonCount: buttons.count, opened: URLOpening.take().map(\.absoluteString),
                                                                      change: try change.map(Self.wireChange))))
            } catch {
                fail("the intent's change to Live Activity \(drawing.activityID) cannot be read: \(error)")
            }
        }
    }

    /// ActivityKit's record of what an intent did, as the protocol carries it.
    private static func wireChange(_ change: ActivityChange) throws -> LiveActivityButtonPressed.Change {
        let ending: LiveActivityButtonPressed.Change.Ending? = switch change.ending?.kind {
        case nil: nil
        case .systemDefault?: .systemDefault
        case .immediate?: .immediate
        case .after(let date)?: .after(date)
        }
        return .init(contentState: try JSONParser.parse(Array(change.contentState)), staleDate: change.staleDate,
                     relevanceScore: change.relevanceScore, ending: ending)
    }

    /// The Dynamic Island's sizes for `drawing` (its expanded presentation no wider than the lock screen's card), and
    /// the cell metrics of its one-row compact and minimal views.
    private static func islandSizes(_ drawing: LiveActivityDrawing) -> (sizes: DynamicIslandSizes, row: CellMetrics) {
        let island = DynamicIslandSizes.forScreenWidth(drawing.screenWidth)
        let sizes = DynamicIslandSizes(compact: island.compact, minimalWidths: island.minimalWidths,
                                       expandedWidth: min(island.expandedWidth, drawing.width), expandedMaxHeight: island.expandedMaxHeight)
        // The terminal's island is one row: its compact and minimal views are drawn with rows as tall as the island.
        let row = CellMetrics(pointsPerColumn: CellMetrics.standard.pointsPerColumn, cellAspect: island.compact.height / CellMetrics.standard.pointsPerColumn)
        return (sizes, row)
    }

    /// The enabled buttons (a SwiftUI `Button`, `Link` or `Button(intent:)`) under `view`, in the order of the tree.
    private static func buttons(in view: UIView) -> [UIButton] {
        view.subviews.flatMap { subview -> [UIButton] in
            ((subview as? UIButton).map { $0.isEnabled && !$0.isHidden ? [$0] : [] } ?? []) + buttons(in: subview)
        }
    }

    /// A button's title as the protocol carries it (empty for one without).
    private static func title(of button: UIButton) -> String { button.title(for: .normal) ?? "" }

    /// WidgetKit's reload policy as the protocol writes it.
    private static func policy(_ policy: TimelineReloadPolicy) -> WidgetReloadPolicy {
        switch policy.kind {
        case .atEnd: .atEnd
        case .never: .never
        case .after(let date): .after(date)
        }
    }

    /// What the bundle declares, as `hello` answers it.
    private var listing: WidgetExtensionListing {
        WidgetExtensionListing(widgets: catalog.widgets.map { widget in
            .init(kind: widget.kind, displayName: widget.displayName, families: (widget.supportedFamilies ?? []).map(\.description),
                  standBy: widget.offeredInStandBy)
        }, liveActivityTypes: catalog.liveActivityTypes)
    }

    /// The presentations `drawing` asks for of the activity it describes, decoded into the app's types and drawn from
    /// its views.
    func draw(_ drawing: LiveActivityDrawing) -> DrawnLiveActivity {
        let presenter: LiveActivityPresenter
        do throws(WidgetHostError) {
            presenter = try catalog.liveActivity(attributesType: drawing.attributesType, attributes: Data(drawing.attributes.serialized().utf8),
                                                 contentState: Data(drawing.contentState.serialized().utf8), activityID: drawing.activityID)
        } catch {
            return .refused(error.description)
        }
        // The expanded presentation is drawn in the same card as the lock screen's: no wider than it.
        let (sizes, islandRow) = Self.islandSizes(drawing)
        var views: [LiveActivityLayout.Presentation: CustomView] = [:]
        var buttons: [LiveActivityLayout.Presentation: [String]] = [:]
        var widgetURL: URL?
        if drawing.presentations.contains(.lockScreen) {
            let lockScreen = presenter.lockScreen(width: drawing.width, at: drawing.date, isStale: drawing.isStale)
            views[.lockScreen] = ViewTreeDrawing.customView(of: lockScreen.view, attachments: [])
            buttons[.lockScreen] = Self.buttons(in: lockScreen.view).map(Self.title)
            widgetURL = lockScreen.widgetURL
        }
        for (presentation, island) in [(LiveActivityLayout.Presentation.compactLeading, IslandPresentation.compactLeading),
                                       (.compactTrailing, .compactTrailing), (.minimal, .minimal), (.expanded, .expanded)]
        where drawing.presentations.contains(presentation) {
            let drawn = presenter.island(island, at: drawing.date, isStale: drawing.isStale, sizes: sizes)
            views[presentation] = ViewTreeDrawing.customView(of: drawn.view, attachments: [], metrics: island == .expanded ? .standard : islandRow)
            if island == .expanded { buttons[.expanded] = Self.buttons(in: drawn.view).map(Self.title) }
            widgetURL = widgetURL ?? drawn.widgetURL
        }
        return .drawn(views, widgetURL: widgetURL?.absoluteString, buttons: buttons.filter { !$0.value.isEmpty })
    }
}
