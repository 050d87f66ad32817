import Foundation
import NotiCore
import NotiExtensions
import NotiLayout
import NotiWorkspace

/// What the apps' widget extensions drew of the Live Activities, and what was asked of them
/// (docs/rules/widgets.md#live-activities-of-the-apps-widget-extension).
package struct WidgetDrawings: Sendable, Hashable {
    /// One activity's presentations as its widget extension last drew them, and the content state they show.
    package struct Drawn: Sendable, Hashable {
        package var layout: LiveActivityLayout
        package var contentState: JSONValue
        /// The `widgetURL` its views set: what a tap on it opens the app with.
        package var widgetURL: String?
    }

    /// By activity id.
    package internal(set) var drawn: [String: Drawn] = [:]
    /// The drawing last asked for each activity, by activity id: the same one is not asked again.
    var asked: [String: LiveActivityDrawing] = [:]
    /// The apps whose widget extension could not run: their activities keep the workspace's layouts.
    var failedApps: Set<String> = []

    package init() {}
}

extension AppModel {
    /// The width of the card a Live Activity is drawn in, in cells.
    private var liveActivityCardColumns: Int { metrics.columns(forPoints: device.bannerWidthPoints, available: max(10, size.cols - 2)) }

    /// Asks each app's widget extension to draw the activities whose content, staleness, width, second (timers show
    /// seconds) or presentations on screen changed since it was last asked.
    mutating func drawLiveActivitiesByExtension() -> [AppEffect] {
        guard !workspace.widgetExtensions.isEmpty else { return [] }
        let second = Date(timeIntervalSinceReferenceDate: now.timeIntervalSinceReferenceDate.rounded(.down))
        let columns = liveActivityCardColumns
        let island = islandActivities()
        var effects: [AppEffect] = []
        for activity in liveActivities.activities where !widgetDrawings.failedApps.contains(activity.bundleID) {
            guard let definition = workspace.widgetExtension(of: activity.bundleID) else { continue }
            var drawing = LiveActivityDrawing(of: activity, at: second, isStale: activity.phase(at: now) == .stale, columns: columns,
                                              screenWidth: device.screenWidthPoints)
            drawing.presentations = presentationsShown(of: activity.id, island: island)
            guard widgetDrawings.asked[activity.id] != drawing else { continue }
            widgetDrawings.asked[activity.id] = drawing
            effects.append(.drawLiveActivity(definition, drawing))
        }
        let current = Set(liveActivities.activities.map(\.id))
        widgetDrawings.asked = widgetDrawings.asked.filter { current.contains($0.key) }
        widgetDrawings.drawn = widgetDrawings.drawn.filter { current.contains($0.key) }
        return effects
    }

    /// The presentations of the activity `id` the screen can show: its lock-screen view always; with a Dynamic
    /// Island, its compact views when the island shows it alone, its minimal view when it is one of the two the island
    /// shows, and its expanded view while its alert is up (docs/rules/widgets.md#live-activities-of-the-apps-widget-extension).
    /// `island` is ``islandActivities()``, found once for every activity.
    private func presentationsShown(of id: String, island: [LiveActivity]) -> Set<LiveActivityLayout.Presentation> {
        guard device.hasDynamicIsland else { return [.lockScreen] }
        var shown: Set<LiveActivityLayout.Presentation> = [.lockScreen]
        if let place = island.firstIndex(where: { $0.id == id }) {
            shown.formUnion(island.count == 1 ? [.compactLeading, .compactTrailing] : place < 2 ? [.minimal] : [])
        }
        if liveActivityAlert?.id == id { shown.insert(.expanded) }
        return shown
    }

    /// A tap on the Live Activity `id` (`activity tap ID`, `Enter` on the island): its app opens in the foreground,
    /// with the `widgetURL` its widget extension's views set.
    mutating func tapLiveActivity(_ id: String) -> [AppEffect] {
        guard let activity = liveActivities.activity(id) else {
            notice = "activity tap: no running Live Activity \"\(id)\""
            return []
        }
        let name = system.app(activity.bundleID)?.app.displayName ?? activity.bundleID
        note(.user, "tapped Live Activity \(id)", app: activity.bundleID)
        note(.system, widgetDrawings.drawn[id]?.widgetURL.map { "\(name) opens with \($0)" } ?? "\(name) opens", app: activity.bundleID)
        return setForeground(activity.bundleID, true) + [.stateChanged]
    }

    /// A press on the Nth button or link (from 0) of the Live Activity `id`'s lock-screen view, or of its expanded view
    /// in the Dynamic Island (`activity press ID N [island]`, a digit on the lock screen or the island): pressed in
    /// its widget extension, on the activity drawn afresh from its content
    /// (docs/rules/widgets.md#live-activities-of-the-apps-widget-extension).
    mutating func pressLiveActivityButton(_ id: String, _ index: Int, in presentation: LiveActivityLayout.Presentation) -> [AppEffect] {
        guard let activity = liveActivities.activity(id) else {
            notice = "activity press: no running Live Activity \"\(id)\""
            return []
        }
        guard let definition = workspace.widgetExtension(of: activity.bundleID), !widgetDrawings.failedApps.contains(activity.bundleID) else {
            notice = "Live Activity \(id) is drawn from the workspace's layout, which has no buttons"
            return []
        }
        var drawing = LiveActivityDrawing(of: activity, at: now, isStale: activity.phase(at: now) == .stale, columns: liveActivityCardColumns,
                                          screenWidth: device.screenWidthPoints)
        drawing.presentations = [presentation]
        note(.user, "pressed button \(index + 1) of Live Activity \(id)" + (presentation == .expanded ? " in the Dynamic Island" : ""), app: activity.bundleID)
        return [.pressLiveActivityButton(definition, LiveActivityButtonPress(drawing: drawing, presentation: presentation, button: index))]
    }

    /// A Live Activity's pressed button, as its extension answered: a link opens the app with its URL; what the intent
    /// did to the activity through ActivityKit (`update`, `end`) is applied as iOS applies the app's own calls.
    mutating func liveActivityButtonPressed(_ press: LiveActivityButtonPress, by definition: WidgetExtensionDefinition,
                                            _ result: Result<LiveActivityButtonPressed, ExtensionFault>) -> [AppEffect] {
        let app = definition.appBundleID, id = press.drawing.activityID
        switch result {
        case .failure(let fault):
            return widgetExtensionFailed(definition, fault)
        case .success(let pressed) where pressed.title == nil:
            let count = pressed.buttonCount
            notice = "Live Activity \(id)'s \(press.presentation == .lockScreen ? "lock-screen" : "expanded") view has "
                + (count == 0 ? "no buttons" : count == 1 ? "1 button" : "\(count) buttons")
            return [.stateChanged]
        case .success(let pressed):
            var effects = pressed.opened.flatMap { openAppFromWidget(app, url: $0) }
            // A button drawn as an image alone (an SF Symbol) has no title: it is named by its place.
            let button = pressed.title?.isEmpty != false ? "button \(press.button + 1)" : "“\(pressed.title ?? "")”"
            guard let change = pressed.change, let activity = liveActivities.activity(id) else {
                note(.system, "Live Activity \(id): \(button) pressed" + (pressed.opened.isEmpty ? "; its intent left the activity as it was" : ""), app: app)
                return effects + [.stateChanged]
            }
            let dismissal: Date? = switch change.ending {
            case .immediate?: now
            case .after(let date)?: date
            case .systemDefault?, nil: nil
            }
            let request = LiveActivityRequest(event: change.ending == nil ? .update : .end, contentState: change.contentState,
                                              staleDate: change.staleDate, dismissalDate: dismissal, relevanceScore: change.relevanceScore)
            note(.system, "Live Activity \(id): \(button) pressed; its intent \(change.ending == nil ? "updated" : "ended") the activity through ActivityKit", app: app)
            let type = system.app(app)?.app.liveActivityTypes.first { $0.name == activity.typeName }
            effects += applyLiveActivity(liveActivities.apply(request, to: id, type: type, now: now))
            return effects + [.stateChanged]
        }
    }

    /// Logs what a widget extension declares once its program started; a Live Activity type the workspace gives the
    /// app that the extension does not draw is said too (its activities keep the workspace's layout).
    mutating func widgetExtensionStarted(_ definition: WidgetExtensionDefinition, _ listing: WidgetExtensionListing) {
        let declared = listing.widgets.map { "widget \($0.kind)" } + listing.liveActivityTypes.map { "live-activity \($0)" }
        note(.extension, "\(definition.name) started; it declares " + (declared.isEmpty ? "nothing" : declared.joined(separator: ", ")),
             app: definition.appBundleID)
        let undrawn = (system.app(definition.appBundleID)?.app.liveActivityTypes ?? []).map(\.name).filter { !listing.liveActivityTypes.contains($0) }
        if !undrawn.isEmpty {
            note(.error, "\(definition.name) has no ActivityConfiguration for \(undrawn.joined(separator: ", ")); "
                 + "those activities are drawn from the workspace's layout", app: definition.appBundleID)
        }
    }

    /// A widget extension's answer: the activity's presentations as drawn; or its JSON refused by the app's types,
    /// which iOS never applies (an update is taken back, a start never happened); or an extension that cannot run,
    /// whose app's activities keep the workspace's layouts.
    mutating func liveActivityDrawn(_ drawing: LiveActivityDrawing, by definition: WidgetExtensionDefinition,
                                    _ result: Result<DrawnLiveActivity, ExtensionFault>) -> [AppEffect] {
        let app = definition.appBundleID
        // The build's progress line (`building NAME… 2 s`, `waiting for another build of NAME…`), when the drawing
        // waited for one, is over.
        if notice?.contains("\(definition.name)…") == true { notice = nil }
        switch result {
        case .failure(let fault):
            widgetDrawings.failedApps.insert(app)
            note(.error, "\(definition.name) \(fault.description); its app's Live Activities are drawn from the workspace's layouts", app: app)
        case let .success(.drawn(views, widgetURL, buttons)):
            guard liveActivities.activity(drawing.activityID) != nil else { return [] }
            widgetDrawings.drawn[drawing.activityID] = .init(layout: LiveActivityLayout(views: views, buttons: buttons), contentState: drawing.contentState,
                                                             widgetURL: widgetURL)
        case .success(.refused(let reason)):
            guard let activity = liveActivities.activity(drawing.activityID), activity.contentState == drawing.contentState else { return [] }
            let type = system.app(app)?.app.liveActivityTypes.first { $0.name == activity.typeName }
            let prefix = "\(definition.name): Live Activity \(activity.id) (\(activity.typeName)): \(reason)"
            if type?.keysKnown != false {
                note(.error, "\(prefix); it is drawn from the workspace's layout", app: app)
            } else if let last = widgetDrawings.drawn[activity.id] {
                note(.error, "\(prefix); iOS can't decode the update and drops it, keeping the content before", app: app)
                liveActivities.restore(activity.id, contentState: last.contentState)
            } else {
                note(.error, "\(prefix); iOS can't decode it and never starts the activity", app: app)
                liveActivities.discard(activity.id)
            }
        }
        return [.stateChanged]
    }
}
