import Foundation
import NotiCore
import NotiExtensions
import NotiLayout
import NotiWorkspace

/// The widgets page: the apps' widgets as their widget extensions declare them, each with its timeline as drawn
/// (docs/rules/widgets.md#widgets-on-their-pages).
package struct WidgetPage: Sendable, Hashable {
    /// One widget in one family.
    package struct Slot: Sendable, Hashable {
        package var bundleID: String
        package var kind: String
        /// The family by its Swift name (`systemSmall`).
        package var family: String
        /// Where it is shown: the Home or Lock Screen its family belongs to, or StandBy.
        package var location: WidgetPlacement

        package init(bundleID: String, kind: String, family: String, location: WidgetPlacement? = nil) {
            self.bundleID = bundleID; self.kind = kind; self.family = family; self.location = location ?? .of(family: family)
        }
    }

    /// A timeline as drawn, and when it was loaded on notisim's clock.
    package struct Loaded: Sendable, Hashable {
        package var timeline: DrawnWidgetTimeline
        package var loadedAt: Date
    }

    /// The widgets, each app's in the order its bundle declares them, each family in the order given.
    package internal(set) var slots: [Slot] = []
    /// The loaded timelines.
    package internal(set) var loaded: [Slot: Loaded] = [:]
    /// Why an app's widgets cannot be drawn, by bundle id.
    package internal(set) var failures: [String: String] = [:]
    /// The timelines asked for and not yet answered.
    var asked: Set<Slot> = []
    /// The apps whose widget extension was asked to start, or has.
    var started: Set<String> = []
    /// The apps whose widget extension has said what it declares.
    var listed: Set<String> = []
    /// Whether the page was opened: from then on, the widgets are kept loaded.
    var opened = false
    /// The widget `Enter` taps and digits press the buttons of, by its place in `slots`.
    package internal(set) var selected = 0

    /// The shortest time between two reloads of one widget's timeline on notisim's clock. *Decision:* iOS budgets a
    /// widget's reloads without publishing the figure; five minutes keeps a timeline whose reload date has passed
    /// from being asked for on every tick.
    static let minimumReloadInterval: Double = 300

    package init() {}
}

extension AppModel {
    /// Opens the widgets page: each app's widget extension is started (which says what it declares), and each widget's
    /// timeline is asked for.
    mutating func openWidgetPage() -> [AppEffect] {
        widgetPage.opened = true
        var effects: [AppEffect] = []
        for definition in workspace.widgetExtensions where widgetPage.failures[definition.appBundleID] == nil {
            if widgetPage.started.insert(definition.appBundleID).inserted {
                effects.append(.startWidgetExtension(definition))
            } else {
                effects += loadWidgets(of: definition.appBundleID, reloading: false)
            }
        }
        return effects
    }

    /// The widgets `listing` declares, added to the page in each supported family the device shows (a widget that
    /// names none is shown small, as the gallery offers it first), and small in StandBy (iOS 17) when iOS offers it
    /// there; they are loaded when the page is open.
    mutating func addWidgets(of definition: WidgetExtensionDefinition, _ listing: WidgetExtensionListing) -> [AppEffect] {
        widgetPage.started.insert(definition.appBundleID)
        widgetPage.listed.insert(definition.appBundleID)
        widgetPage.slots.removeAll { $0.bundleID == definition.appBundleID }
        for widget in listing.widgets {
            let families = widget.families.isEmpty ? ["systemSmall"] : widget.families.filter { device.widgetSizes.size(of: $0) != nil }
            widgetPage.slots += families.map { WidgetPage.Slot(bundleID: definition.appBundleID, kind: widget.kind, family: $0) }
            if widget.standBy && os.supportsWidgetContentMarginsAndStandBy {
                widgetPage.slots.append(WidgetPage.Slot(bundleID: definition.appBundleID, kind: widget.kind, family: "systemSmall", location: .standBy))
            }
        }
        return widgetPage.opened ? loadWidgets(of: definition.appBundleID, reloading: false) : []
    }

    /// Asks for the timelines of `bundleID`'s widgets: those not loaded yet, or every one when `reloading`.
    mutating func loadWidgets(of bundleID: String, reloading: Bool) -> [AppEffect] {
        guard let definition = workspace.widgetExtension(of: bundleID) else { return [] }
        return widgetPage.slots.filter { $0.bundleID == bundleID && (reloading || widgetPage.loaded[$0] == nil) }.compactMap { slot in
            requestTimeline(slot, from: definition)
        }
    }

    /// A `widgets` push (iOS 26's WidgetKit push): the app's widgets reload their timelines.
    mutating func widgetsPushed(to bundleID: String) -> [AppEffect] {
        guard workspace.widgetExtension(of: bundleID) != nil else { return [] }
        note(.system, "WidgetKit: a widgets push reloads \(bundleID)'s widgets", app: bundleID)
        return widgetPage.started.contains(bundleID) ? loadWidgets(of: bundleID, reloading: true) : []
    }

    /// The timelines whose reload date has come, asked for again (at most once per ``WidgetPage/minimumReloadInterval``).
    mutating func reloadDueWidgets() -> [AppEffect] {
        guard widgetPage.opened else { return [] }
        return widgetPage.loaded.compactMap { slot, loaded -> AppEffect? in
            guard let due = loaded.timeline.reloadDate, due <= now, now.timeIntervalSince(loaded.loadedAt) >= WidgetPage.minimumReloadInterval,
                  let definition = workspace.widgetExtension(of: slot.bundleID) else { return nil }
            return requestTimeline(slot, from: definition)
        }
    }

    /// A widget's timeline as its extension drew it, or why it could not.
    mutating func widgetTimelineDrawn(_ request: WidgetTimelineRequest, by definition: WidgetExtensionDefinition,
                                      _ result: Result<DrawnWidgetTimeline, ExtensionFault>) -> [AppEffect] {
        let slot = WidgetPage.Slot(bundleID: definition.appBundleID, kind: request.kind, family: request.family, location: request.location)
        widgetPage.asked.remove(slot)
        switch result {
        case .success(let timeline):
            widgetPage.loaded[slot] = WidgetPage.Loaded(timeline: timeline, loadedAt: now)
        case .failure(let fault):
            return widgetExtensionFailed(definition, fault)
        }
        return [.stateChanged]
    }

    /// An app's widget extension that cannot run: its widgets show why, said once in the event log.
    mutating func widgetExtensionFailed(_ definition: WidgetExtensionDefinition, _ fault: ExtensionFault) -> [AppEffect] {
        guard widgetPage.failures[definition.appBundleID] == nil else { return [] }
        widgetPage.failures[definition.appBundleID] = "\(definition.name) \(fault.description)"
        note(.error, "\(definition.name) \(fault.description); its widgets are not drawn", app: definition.appBundleID)
        return [.stateChanged]
    }

    /// Moves the page's selection `step` widgets on, wrapping round.
    mutating func selectWidget(by step: Int) -> [AppEffect] {
        guard !widgetPage.slots.isEmpty else { return [] }
        widgetPage.selected = ((widgetPage.selected + step) % widgetPage.slots.count + widgetPage.slots.count) % widgetPage.slots.count
        return [.stateChanged]
    }

    /// The selected widget and the entry it shows now, when its timeline is loaded.
    private var selectedWidget: (slot: WidgetPage.Slot, entry: Int, shown: DrawnWidgetTimeline.Entry)? {
        guard widgetPage.slots.indices.contains(widgetPage.selected) else { return nil }
        let slot = widgetPage.slots[widgetPage.selected]
        guard let timeline = widgetPage.loaded[slot]?.timeline, let index = timeline.entryIndex(at: now) else { return nil }
        return (slot, index, timeline.entries[index])
    }

    /// `Enter`: a tap on the selected widget, as iOS opens its app, with the entry's `widgetURL` when it sets one.
    mutating func tapSelectedWidget() -> [AppEffect] {
        guard let (slot, _, shown) = selectedWidget else {
            notice = "no widget drawn here to tap"
            return []
        }
        note(.user, "tapped the \(slot.kind) widget (\(WidgetSizes.shortName(of: slot.family)))", app: slot.bundleID)
        return openAppFromWidget(slot.bundleID, url: shown.widgetURL)
    }

    /// A digit: presses the selected widget's Nth button or link in its extension (an intent's `perform()` runs there).
    mutating func pressSelectedWidgetButton(_ index: Int) -> [AppEffect] {
        guard let (slot, entry, shown) = selectedWidget, let definition = workspace.widgetExtension(of: slot.bundleID) else {
            notice = "no widget drawn here to press"
            return []
        }
        guard shown.buttons.indices.contains(index) else {
            let count = shown.buttons.count
            notice = "the \(slot.kind) widget has " + (count == 0 ? "no buttons" : count == 1 ? "1 button" : "\(count) buttons")
            return []
        }
        guard let request = timelineRequest(slot) else { return [] }
        note(.user, "pressed “\(shown.buttons[index])” on the \(slot.kind) widget", app: slot.bundleID)
        return [.pressWidgetButton(definition, WidgetButtonPress(widget: request, entry: entry, button: index))]
    }

    /// A pressed button's answer: a link opens the app with its URL; an intent has run, and WidgetKit reloads the app's
    /// widgets, as iOS reloads a widget after its intent.
    mutating func widgetButtonPressed(_ press: WidgetButtonPress, by definition: WidgetExtensionDefinition,
                                      _ result: Result<[String], ExtensionFault>) -> [AppEffect] {
        switch result {
        case .failure(let fault):
            // A press the extension answers with an error (a widget it no longer draws) leaves its widgets drawn.
            guard case .reportedError = fault else { return widgetExtensionFailed(definition, fault) }
            note(.error, "\(definition.name) \(fault.description)", app: definition.appBundleID)
            return [.stateChanged]
        case .success(let opened) where !opened.isEmpty:
            return opened.flatMap { openAppFromWidget(definition.appBundleID, url: $0) }
        case .success:
            note(.system, "WidgetKit: the \(press.widget.kind) widget's intent ran; the app's widgets reload", app: definition.appBundleID)
            return loadWidgets(of: definition.appBundleID, reloading: true) + [.stateChanged]
        }
    }

    /// The app opened from its widget, in the foreground, with `url` when the widget gives one.
    mutating func openAppFromWidget(_ bundleID: String, url: String?) -> [AppEffect] {
        let name = system.app(bundleID)?.app.displayName ?? bundleID
        note(.system, url.map { "\(name) opens with \($0)" } ?? "\(name) opens", app: bundleID)
        return setForeground(bundleID, true) + [.stateChanged]
    }

    /// The request for `slot`'s timeline at its family's size, where it is shown, with the content margins the
    /// system keeps there, unless one is out. A StandBy widget is laid out at the small size (iOS scales it up).
    private mutating func requestTimeline(_ slot: WidgetPage.Slot, from definition: WidgetExtensionDefinition) -> AppEffect? {
        guard let request = timelineRequest(slot), widgetPage.asked.insert(slot).inserted else { return nil }
        return .loadWidgetTimeline(definition, request)
    }

    /// What is asked of `slot`'s widget: its family's size on this device, where it is shown, the margins there.
    private func timelineRequest(_ slot: WidgetPage.Slot) -> WidgetTimelineRequest? {
        device.widgetSizes.size(of: slot.family).map { size in
            WidgetTimelineRequest(kind: slot.kind, family: slot.family, width: size.width, height: size.height, location: slot.location,
                                  contentMargin: device.widgetSizes.contentMargin(of: slot.family, os: os))
        }
    }
}
