import Foundation
import NotiCore

/// What a widget extension declares, as its `hello` answer carries it (docs/extension-protocol.md#widget-extensions).
package struct WidgetExtensionListing: Sendable, Hashable {
    /// One widget of timeline entries.
    package struct Widget: Sendable, Hashable {
        /// The kind `WidgetCenter` reloads it by.
        package var kind: String
        /// `configurationDisplayName`, when given.
        package var displayName: String?
        /// The families it supports, by their Swift names (`systemSmall`); empty when it does not say.
        package var families: [String]
        /// Whether iOS offers it in StandBy: small, with a removable background, StandBy not disfavoured.
        package var standBy: Bool

        package init(kind: String, displayName: String?, families: [String], standBy: Bool = false) {
            self.kind = kind; self.displayName = displayName; self.families = families; self.standBy = standBy
        }
    }

    /// Its widgets, in the order of the bundle's body.
    package var widgets: [Widget]
    /// Its Live Activities' attributes type names, as a push-to-start's `attributes-type` names them.
    package var liveActivityTypes: [String]

    package init(widgets: [Widget], liveActivityTypes: [String]) {
        self.widgets = widgets; self.liveActivityTypes = liveActivityTypes
    }
}

/// What the host asks a widget extension to draw of one Live Activity: its JSON as the push gave it, whether it is
/// stale, the time to count to and the widths it is drawn at.
package struct LiveActivityDrawing: Sendable, Hashable {
    package var attributesType: String
    /// notisim's id for the activity (`A1`), the views' `context.activityID`.
    package var activityID: String
    package var attributes: JSONValue
    package var contentState: JSONValue
    package var isStale: Bool
    /// The time its timers and relative dates count to: notisim's clock.
    package var date: Date
    /// The lock-screen and expanded presentations' width, in points.
    package var width: Double
    /// The device's screen width in points, which picks the Dynamic Island's sizes.
    package var screenWidth: Double
    /// The presentations to draw: those on screen (every one unless the host says).
    package var presentations: Set<LiveActivityLayout.Presentation>

    package init(attributesType: String, activityID: String, attributes: JSONValue, contentState: JSONValue, isStale: Bool,
                 date: Date, width: Double, screenWidth: Double, presentations: Set<LiveActivityLayout.Presentation> = Set(LiveActivityLayout.Presentation.allCases)) {
        self.attributesType = attributesType; self.activityID = activityID; self.attributes = attributes
        self.contentState = contentState; self.isStale = isStale; self.date = date; self.width = width; self.screenWidth = screenWidth
        self.presentations = presentations
    }
}

/// A Live Activity as its widget extension drew it: each presentation's view, or why the app's types refused the
/// activity's JSON.
package enum DrawnLiveActivity: Sendable, Hashable {
    /// The views of the presentations asked for, the `widgetURL` a tap opens the app with, when the views set one, and
    /// the titles of the buttons and links in each view that has any, in the order of its view tree.
    case drawn([LiveActivityLayout.Presentation: CustomView], widgetURL: String? = nil, buttons: [LiveActivityLayout.Presentation: [String]] = [:])
    /// The JSON did not decode into the app's types: one line naming the key path (`content-state.parcels: missing`).
    case refused(String)
}

/// The widget calls' messages, written and read on both sides (docs/extension-protocol.md#widget-extensions).
package enum WidgetWire {
    /// The `hello` answer of a widget extension; `takesSetClock` says it takes `setClock`.
    package static func listingJSON(_ listing: WidgetExtensionListing, takesSetClock: Bool = false) -> JSONValue {
        let widgets: [JSONValue] = listing.widgets.map { widget in
            var members: [(key: String, value: JSONValue)] = [(key: "kind", value: .string(widget.kind))]
            if let name = widget.displayName { members.append((key: "displayName", value: .string(name))) }
            members.append((key: "families", value: .array(widget.families.map(JSONValue.string))))
            members.append((key: "standBy", value: .bool(widget.standBy)))
            return .object(members)
        }
        var members: [(key: String, value: JSONValue)] = [
            (key: "protocol", value: .number(JSONNumber(1))), (key: "widgets", value: .array(widgets)),
            (key: "liveActivities", value: .array(listing.liveActivityTypes.map(JSONValue.string))),
        ]
        if takesSetClock { members.append((key: "setClock", value: .bool(true))) }
        return .object(members)
    }

    /// Reads a widget extension's `hello` answer.
    package static func listing(_ result: JSONValue) throws(WireError) -> WidgetExtensionListing {
        var widgets: [WidgetExtensionListing.Widget] = []
        for (index, value) in try WireDecoding.array(result["widgets"] ?? .array([]), "result.widgets").enumerated() {
            let path = "result.widgets[\(index)]"
            let families = try WireDecoding.array(value["families"] ?? .array([]), path + ".families").enumerated().map { item throws(WireError) in
                try WireDecoding.string(item.element, "\(path).families[\(item.offset)]")
            }
            widgets.append(.init(kind: try WireDecoding.string(value["kind"], path + ".kind"),
                                 displayName: try value["displayName"].map { (name) throws(WireError) in try WireDecoding.string(name, path + ".displayName") },
                                 families: families, standBy: try WireDecoding.bool(value["standBy"] ?? false, path + ".standBy")))
        }
        let types = try WireDecoding.array(result["liveActivities"] ?? .array([]), "result.liveActivities").enumerated().map { item throws(WireError) in
            try WireDecoding.string(item.element, "result.liveActivities[\(item.offset)]")
        }
        return WidgetExtensionListing(widgets: widgets, liveActivityTypes: types)
    }

    /// The params of `drawLiveActivity`.
    package static func drawingJSON(_ drawing: LiveActivityDrawing) -> JSONValue {
        .object([
            (key: "attributesType", value: .string(drawing.attributesType)), (key: "activityID", value: .string(drawing.activityID)),
            (key: "attributes", value: drawing.attributes), (key: "contentState", value: drawing.contentState),
            (key: "isStale", value: .bool(drawing.isStale)), (key: "date", value: .number(JSONNumber(drawing.date.timeIntervalSince1970))),
            (key: "width", value: .number(JSONNumber(drawing.width))), (key: "screenWidth", value: .number(JSONNumber(drawing.screenWidth))),
            (key: "presentations", value: .array(LiveActivityLayout.Presentation.allCases.filter(drawing.presentations.contains).map { .string($0.rawValue) })),
        ])
    }

    /// Reads the params of `drawLiveActivity`.
    package static func drawing(_ params: JSONValue) throws(WireError) -> LiveActivityDrawing {
        LiveActivityDrawing(attributesType: try WireDecoding.string(params["attributesType"], "params.attributesType"),
                            activityID: try WireDecoding.string(params["activityID"], "params.activityID"),
                            attributes: params["attributes"] ?? .object([]), contentState: params["contentState"] ?? .object([]),
                            isStale: try WireDecoding.bool(params["isStale"] ?? false, "params.isStale"),
                            date: Date(timeIntervalSince1970: try points(params["date"], "params.date", upTo: 1e11)),
                            width: try points(params["width"], "params.width"), screenWidth: try points(params["screenWidth"], "params.screenWidth"),
                            presentations: try params["presentations"].map(presentations) ?? Set(LiveActivityLayout.Presentation.allCases))
    }

    /// The presentations a drawing asks for, by name.
    private static func presentations(_ value: JSONValue) throws(WireError) -> Set<LiveActivityLayout.Presentation> {
        var chosen: Set<LiveActivityLayout.Presentation> = []
        for (index, item) in try WireDecoding.array(value, "params.presentations").enumerated() {
            let name = try WireDecoding.string(item, "params.presentations[\(index)]")
            guard let presentation = LiveActivityLayout.Presentation(rawValue: name) else {
                throw WireError(path: "params.presentations[\(index)]", reason: "not a presentation; they are "
                                + LiveActivityLayout.Presentation.allCases.map(\.rawValue).joined(separator: ", "))
            }
            chosen.insert(presentation)
        }
        return chosen
    }

    /// The answer to `drawLiveActivity`.
    package static func drawnJSON(_ drawn: DrawnLiveActivity) -> JSONValue {
        switch drawn {
        case let .drawn(views, widgetURL, buttons):
            let members = LiveActivityLayout.Presentation.allCases.compactMap { presentation in
                views[presentation].map { (key: presentation.rawValue, value: WireEncoding.view($0)) }
            }
            let titles = LiveActivityLayout.Presentation.allCases.compactMap { presentation in
                buttons[presentation].flatMap { $0.isEmpty ? nil : (key: presentation.rawValue, value: JSONValue.array($0.map(JSONValue.string))) }
            }
            return .object([(key: "presentations", value: .object(members))] + (widgetURL.map { [(key: "widgetURL", value: .string($0))] } ?? [])
                           + (titles.isEmpty ? [] : [(key: "buttons", value: .object(titles))]))
        case .refused(let reason):
            return .object([(key: "refused", value: .string(reason))])
        }
    }

    /// Reads the answer to `drawLiveActivity`.
    package static func drawn(_ result: JSONValue) throws(WireError) -> DrawnLiveActivity {
        if let refused = result["refused"] { return .refused(try WireDecoding.string(refused, "result.refused")) }
        guard let members = result["presentations"]?.objectValue else {
            throw WireError(path: "result.presentations", reason: "missing: the answer carries \"presentations\" or \"refused\"")
        }
        var views: [LiveActivityLayout.Presentation: CustomView] = [:]
        for (key, value) in members {
            views[try presentation(named: key, "result.presentations")] = try WireDecoding.view(value, "result.presentations.\(key)")
        }
        var buttons: [LiveActivityLayout.Presentation: [String]] = [:]
        if let titles = result["buttons"] {
            guard let members = titles.objectValue else {
                throw WireError(path: "result.buttons", reason: "expected an object of button titles by presentation, got \(titles.kindDescription)")
            }
            for (key, value) in members {
                buttons[try presentation(named: key, "result.buttons")] = try WireDecoding.array(value, "result.buttons.\(key)").enumerated().map {
                    item throws(WireError) in try WireDecoding.string(item.element, "result.buttons.\(key)[\(item.offset)]")
                }
            }
        }
        return .drawn(views, widgetURL: try result["widgetURL"].map { (url) throws(WireError) in try WireDecoding.string(url, "result.widgetURL") },
                      buttons: buttons)
    }

    /// The presentation a key of the answer to `drawLiveActivity` names.
    private static func presentation(named key: String, _ path: String) throws(WireError) -> LiveActivityLayout.Presentation {
        guard let presentation = LiveActivityLayout.Presentation(rawValue: key) else {
            throw WireError(path: path, reason: "a key that is not a presentation; they are "
                            + LiveActivityLayout.Presentation.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return presentation
    }

    /// A number of points (or seconds) from 0 up to `limit`.
    static func points(_ value: JSONValue?, _ path: String, upTo limit: Double = 10_000) throws(WireError) -> Double {
        guard let number = value?.doubleValue, number.isFinite, number >= 0, number <= limit else {
            throw WireError(path: path, reason: "expected a number from 0 to \(Int(limit)), got \(value?.kindDescription ?? "nothing")")
        }
        return number
    }
}

/// Where a widget is drawn (WidgetKit's `WidgetLocation`), which decides whether its container background shows.
package enum WidgetPlacement: String, Sendable, Hashable, CaseIterable {
    /// The Home Screen: the container background shows.
    case homeScreen
    /// The Lock Screen: no container background.
    case lockScreen
    /// StandBy: a small widget, its container background removed.
    case standBy

    /// Where a widget of `family` is drawn unless StandBy is asked for: the Lock Screen for an accessory family.
    package static func of(family: String) -> WidgetPlacement { family.hasPrefix("accessory") ? .lockScreen : .homeScreen }
}

/// What the host asks a widget extension for: one widget's timeline in one family, at that family's size in points,
/// where it is shown, with the margins the system keeps around its content there.
package struct WidgetTimelineRequest: Sendable, Hashable {
    package var kind: String
    /// The family by its Swift name (`systemSmall`, `accessoryRectangular`).
    package var family: String
    package var width: Double
    package var height: Double
    package var location: WidgetPlacement
    /// The system's margin on each edge of the content, in points (`widgetContentMargins`).
    package var contentMargin: Double

    package init(kind: String, family: String, width: Double, height: Double, location: WidgetPlacement? = nil, contentMargin: Double = 0) {
        self.kind = kind; self.family = family; self.width = width; self.height = height
        self.location = location ?? .of(family: family); self.contentMargin = contentMargin
    }
}

/// When the system asks a widget for its next timeline (WidgetKit's `TimelineReloadPolicy`).
package enum WidgetReloadPolicy: Sendable, Hashable {
    /// After the last entry's date.
    case atEnd
    /// Only when something asks (a `widgets` push, the app's `WidgetCenter`).
    case never
    /// From a date.
    case after(Date)
}

/// A widget's timeline as its extension drew it: each entry's date and view, and when to reload.
package struct DrawnWidgetTimeline: Sendable, Hashable {
    package struct Entry: Sendable, Hashable {
        package var date: Date
        package var view: CustomView
        /// `widgetURL(_:)`: the URL the app opens with when the widget is tapped.
        package var widgetURL: String?
        /// The titles of its buttons and links (`Button(intent:)`, `Link`), in the order of the view tree.
        package var buttons: [String]

        package init(date: Date, view: CustomView, widgetURL: String? = nil, buttons: [String] = []) {
            self.date = date; self.view = view; self.widgetURL = widgetURL; self.buttons = buttons
        }
    }

    package var entries: [Entry]
    package var policy: WidgetReloadPolicy

    package init(entries: [Entry], policy: WidgetReloadPolicy) {
        self.entries = entries; self.policy = policy
    }

    /// The entry shown at `date`: the last whose date has come, else the first.
    package func entry(at date: Date) -> Entry? {
        entryIndex(at: date).map { entries[$0] }
    }

    /// The place of the entry shown at `date`.
    package func entryIndex(at date: Date) -> Int? {
        entries.lastIndex { $0.date <= date } ?? entries.indices.first
    }

    /// When the system asks for the next timeline, if it does: the policy's date, or the last entry's.
    package var reloadDate: Date? {
        switch policy {
        case .never: nil
        case .after(let date): date
        case .atEnd: entries.map(\.date).max()
        }
    }
}

extension WidgetWire {
    /// The most entries a timeline answer may carry.
    package static let maximumEntries = 100

    /// The params of `widgetTimeline`.
    package static func timelineRequestJSON(_ request: WidgetTimelineRequest) -> JSONValue {
        .object([(key: "kind", value: .string(request.kind)), (key: "family", value: .string(request.family)),
                 (key: "width", value: .number(JSONNumber(request.width))), (key: "height", value: .number(JSONNumber(request.height))),
                 (key: "location", value: .string(request.location.rawValue)), (key: "contentMargin", value: .number(JSONNumber(request.contentMargin)))])
    }

    /// Reads the params of `widgetTimeline`.
    package static func timelineRequest(_ params: JSONValue, at path: String = "params") throws(WireError) -> WidgetTimelineRequest {
        let family = try WireDecoding.string(params["family"], path + ".family")
        var location: WidgetPlacement?
        if let value = params["location"] {
            let name = try WireDecoding.string(value, path + ".location")
            guard let named = WidgetPlacement(rawValue: name) else {
                throw WireError(path: path + ".location", reason: "not a location notisim draws: "
                                + WidgetPlacement.allCases.map(\.rawValue).joined(separator: ", "))
            }
            location = named
        }
        return WidgetTimelineRequest(kind: try WireDecoding.string(params["kind"], path + ".kind"), family: family,
                                     width: try points(params["width"], path + ".width"), height: try points(params["height"], path + ".height"),
                                     location: location, contentMargin: try points(params["contentMargin"] ?? 0, path + ".contentMargin", upTo: 100))
    }

    /// The answer to `widgetTimeline`.
    package static func timelineJSON(_ timeline: DrawnWidgetTimeline) -> JSONValue {
        let policy: JSONValue = switch timeline.policy {
        case .atEnd: .string("atEnd")
        case .never: .string("never")
        case .after(let date): .object([(key: "after", value: .number(JSONNumber(date.timeIntervalSince1970)))])
        }
        let entries: [JSONValue] = timeline.entries.prefix(maximumEntries).map { entry in
            var members: [(key: String, value: JSONValue)] = [(key: "date", value: .number(JSONNumber(entry.date.timeIntervalSince1970))),
                                                              (key: "view", value: WireEncoding.view(entry.view))]
            if let url = entry.widgetURL { members.append((key: "widgetURL", value: .string(url))) }
            if !entry.buttons.isEmpty { members.append((key: "buttons", value: .array(entry.buttons.map(JSONValue.string)))) }
            return .object(members)
        }
        return .object([(key: "entries", value: .array(entries)), (key: "policy", value: policy)])
    }

    /// Reads the answer to `widgetTimeline`.
    package static func timeline(_ result: JSONValue) throws(WireError) -> DrawnWidgetTimeline {
        let values = try WireDecoding.array(result["entries"] ?? .null, "result.entries")
        guard values.count <= maximumEntries else {
            throw WireError(path: "result.entries", reason: "at most \(maximumEntries) entries, got \(values.count)")
        }
        var entries: [DrawnWidgetTimeline.Entry] = []
        for (index, value) in values.enumerated() {
            let path = "result.entries[\(index)]"
            let buttons = try WireDecoding.array(value["buttons"] ?? .array([]), path + ".buttons").enumerated().map { item throws(WireError) in
                try WireDecoding.string(item.element, "\(path).buttons[\(item.offset)]")
            }
            entries.append(.init(date: Date(timeIntervalSince1970: try points(value["date"], path + ".date", upTo: 1e11)),
                                 view: try WireDecoding.view(value["view"] ?? .null, path + ".view"),
                                 widgetURL: try value["widgetURL"].map { (url) throws(WireError) in try WireDecoding.string(url, path + ".widgetURL") },
                                 buttons: buttons))
        }
        let policy: WidgetReloadPolicy
        switch result["policy"] {
        case .string("atEnd")?: policy = .atEnd
        case .string("never")?: policy = .never
        case let value? where value["after"] != nil:
            policy = .after(Date(timeIntervalSince1970: try points(value["after"], "result.policy.after", upTo: 1e11)))
        default:
            throw WireError(path: "result.policy", reason: "expected \"atEnd\", \"never\" or {\"after\": seconds since 1970}")
        }
        return DrawnWidgetTimeline(entries: entries, policy: policy)
    }
}

/// What the host asks when a widget's button or link is pressed: the widget as its timeline was asked for, the entry
/// shown and the button's place among the entry's buttons.
package struct WidgetButtonPress: Sendable, Hashable {
    package var widget: WidgetTimelineRequest
    /// The entry's place in the timeline last answered.
    package var entry: Int
    /// The button's place among the entry's `buttons`.
    package var button: Int

    package init(widget: WidgetTimelineRequest, entry: Int, button: Int) {
        self.widget = widget; self.entry = entry; self.button = button
    }
}

extension WidgetWire {
    /// The params of `pressWidgetButton`.
    package static func pressJSON(_ press: WidgetButtonPress) -> JSONValue {
        .object([(key: "widget", value: timelineRequestJSON(press.widget)), (key: "entry", value: .number(JSONNumber(press.entry))),
                 (key: "button", value: .number(JSONNumber(press.button)))])
    }

    /// Reads the params of `pressWidgetButton`.
    package static func press(_ params: JSONValue) throws(WireError) -> WidgetButtonPress {
        WidgetButtonPress(widget: try timelineRequest(params["widget"] ?? .null, at: "params.widget"), entry: Int(try points(params["entry"], "params.entry", upTo: Double(maximumEntries))),
                          button: Int(try points(params["button"], "params.button", upTo: 1000)))
    }

    /// The answer to `pressWidgetButton`: the URLs a pressed link opened.
    package static func pressedJSON(opened: [String]) -> JSONValue {
        .object([(key: "opened", value: .array(opened.map(JSONValue.string)))])
    }

    /// Reads the answer to `pressWidgetButton`.
    package static func pressed(_ result: JSONValue) throws(WireError) -> [String] {
        try WireDecoding.array(result["opened"] ?? .array([]), "result.opened").enumerated().map { item throws(WireError) in
            try WireDecoding.string(item.element, "result.opened[\(item.offset)]")
        }
    }
}

/// What the host asks when a Live Activity's button is pressed: the activity as it is drawn, which presentation
/// shows the button (the lock screen's or the expanded island's, the two iOS makes interactive), and the button's
/// place among that presentation's buttons and links, in the order of the view tree.
package struct LiveActivityButtonPress: Sendable, Hashable {
    package var drawing: LiveActivityDrawing
    package var presentation: LiveActivityLayout.Presentation
    package var button: Int

    package init(drawing: LiveActivityDrawing, presentation: LiveActivityLayout.Presentation, button: Int) {
        self.drawing = drawing; self.presentation = presentation; self.button = button
    }

    /// The presentations whose buttons a person can press.
    package static let pressable: [LiveActivityLayout.Presentation] = [.lockScreen, .expanded]
}

/// What pressing a Live Activity's button did: its title, the URLs a link opened, and what the intent's code did to
/// the activity through ActivityKit (nil when it called neither `update` nor `end`). A button the presentation does
/// not have is not pressed: no title, and the number of buttons it has.
package struct LiveActivityButtonPressed: Sendable, Hashable {
    /// What the intent did to the activity: its new content and, when it ended it, how it leaves the lock screen.
    package struct Change: Sendable, Hashable {
        /// When an ended activity leaves the lock screen (`ActivityUIDismissalPolicy`).
        package enum Ending: Sendable, Hashable {
            case systemDefault, immediate
            case after(Date)
        }

        package var contentState: JSONValue
        package var staleDate: Date?
        package var relevanceScore: Double
        package var ending: Ending?

        package init(contentState: JSONValue, staleDate: Date? = nil, relevanceScore: Double = 0, ending: Ending? = nil) {
            self.contentState = contentState; self.staleDate = staleDate; self.relevanceScore = relevanceScore; self.ending = ending
        }
    }

    /// Nil when the presentation has no such button.
    package var title: String?
    /// How many buttons and links the presentation has.
    package var buttonCount: Int
    package var opened: [String]
    package var change: Change?

    package init(title: String?, buttonCount: Int, opened: [String] = [], change: Change? = nil) {
        self.title = title; self.buttonCount = buttonCount; self.opened = opened; self.change = change
    }
}

extension WidgetWire {
    /// The params of `pressLiveActivityButton`: the drawing's, with the presentation and the button.
    package static func pressJSON(_ press: LiveActivityButtonPress) -> JSONValue {
        guard case .object(let members) = drawingJSON(press.drawing) else { return .null }
        return .object(members.filter { $0.key != "presentations" } + [(key: "presentation", value: .string(press.presentation.rawValue)),
                                                                        (key: "button", value: .number(JSONNumber(press.button)))])
    }

    /// Reads the params of `pressLiveActivityButton`.
    package static func liveActivityPress(_ params: JSONValue) throws(WireError) -> LiveActivityButtonPress {
        let name = try WireDecoding.string(params["presentation"], "params.presentation")
        guard let presentation = LiveActivityLayout.Presentation(rawValue: name), LiveActivityButtonPress.pressable.contains(presentation) else {
            throw WireError(path: "params.presentation", reason: "not a presentation with buttons; they are "
                            + LiveActivityButtonPress.pressable.map(\.rawValue).joined(separator: ", "))
        }
        var drawing = try self.drawing(params)
        drawing.presentations = [presentation]
        return LiveActivityButtonPress(drawing: drawing, presentation: presentation, button: Int(try points(params["button"], "params.button", upTo: 1000)))
    }

    /// The answer to `pressLiveActivityButton`.
    package static func pressedJSON(_ pressed: LiveActivityButtonPressed) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [(key: "buttons", value: .number(JSONNumber(pressed.buttonCount))),
                                                          (key: "opened", value: .array(pressed.opened.map(JSONValue.string)))]
        if let title = pressed.title { members.append((key: "title", value: .string(title))) }
        if let change = pressed.change {
            var activity: [(key: String, value: JSONValue)] = [(key: "contentState", value: change.contentState),
                                                               (key: "relevanceScore", value: .number(JSONNumber(change.relevanceScore)))]
            if let stale = change.staleDate { activity.append((key: "staleDate", value: .number(JSONNumber(stale.timeIntervalSince1970)))) }
            switch change.ending {
            case nil: break
            case .systemDefault?: activity.append((key: "ending", value: .string("default")))
            case .immediate?: activity.append((key: "ending", value: .string("immediate")))
            case .after(let date)?: activity.append((key: "ending", value: .number(JSONNumber(date.timeIntervalSince1970))))
            }
            members.append((key: "activity", value: .object(activity)))
        }
        return .object(members)
    }

    /// Reads the answer to `pressLiveActivityButton`.
    package static func liveActivityPressed(_ result: JSONValue) throws(WireError) -> LiveActivityButtonPressed {
        var pressed = LiveActivityButtonPressed(title: try result["title"].map { (title) throws(WireError) in try WireDecoding.string(title, "result.title") },
                                                buttonCount: Int(try points(result["buttons"], "result.buttons", upTo: 1000)), opened: try self.pressed(result))
        guard let activity = result["activity"] else { return pressed }
        guard let state = activity["contentState"], state.objectValue != nil else {
            throw WireError(path: "result.activity.contentState", reason: "expected the content state's JSON object, got \(activity["contentState"]?.kindDescription ?? "nothing")")
        }
        let ending: LiveActivityButtonPressed.Change.Ending?
        switch activity["ending"] {
        case nil: ending = nil
        case .string("default")?: ending = .systemDefault
        case .string("immediate")?: ending = .immediate
        case let value?: ending = .after(Date(timeIntervalSince1970: try points(value, "result.activity.ending", upTo: 1e11)))
        }
        pressed.change = .init(contentState: state,
                               staleDate: try activity["staleDate"].map { (stale) throws(WireError) in Date(timeIntervalSince1970: try points(stale, "result.activity.staleDate", upTo: 1e11)) },
                               relevanceScore: activity["relevanceScore"]?.doubleValue ?? 0, ending: ending)
        return pressed
    }
}
