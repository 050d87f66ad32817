import Foundation
import NotiCore
import NotiLayout
import NotiTerminalPort

extension AppModel {
    /// Runs a command from the `:` line or a script. Script-only commands (size, key, type, expect…, snapshot)
    /// are the runner's and are refused here.
    mutating func run(_ command: Command) -> [AppEffect] {
        switch command {
        case .os(let version):
            do { setOS(try OSProfile.named(version)) } catch { notice = error.description }
            return []
        case .device(let name):
            do { viewer.update(.device(try DeviceProfile.named(name))); note(.user, "device \(device.displayName)") } catch { notice = error.description }
            return []
        case .theme(let name):
            return chooseTheme(name)
        case let .push(path, bundleID):
            return [.loadPush(path: path, bundleID: bundleID, collapseID: nil)]
        case .schedule(let spec):
            guard system.app(spec.bundleID) != nil else {
                notice = "schedule: no app \"\(spec.bundleID)\" in the workspace; apps: \(appIDs.joined(separator: ", "))"
                return []
            }
            return schedule(spec.request, bundleID: spec.bundleID)
        case .advance(let seconds): return [.clock(.advance(seconds))]
        case .next: return jumpToNextTrigger()
        case .lock: return system.device.isLocked ? [] : toggleLock()
        case .unlock: return system.device.isLocked ? toggleLock() : []
        case .widgets: return showWidgetPage()
        case .display(let asleep): return setDisplayAsleep(asleep)
        case .focus(let name): return setFocus(named: name)
        case .displayAs(let name):
            do {
                lockScreen.update(.displayAs(try LockScreenDisplay.named(name)))
                note(.user, "lock screen displays notifications as \(lockScreen.display.rawValue)")
            } catch { notice = "display-as: \(error.description)" }
            return []
        case .extensions(let on):
            return setContentExtensionsSupported(on)
        case let .foreground(bundleID, foreground):
            guard system.app(bundleID) != nil else { notice = "no app \"\(bundleID)\" in the workspace"; return [] }
            return setForeground(bundleID, foreground)
        case .speed(let factor): return [.clock(.speed(factor))]
        case .pause: return [.clock(.pause)]
        case .resume: return [.clock(.resume)]
        case .move(let coordinate):
            note(.user, "device moved to \(coordinate.latitude),\(coordinate.longitude)")
            return apply(system.moveDevice(to: coordinate, now: now))
        case let .remove(identifier, bundleID):
            var events: [CenterEvent] = []
            for app in bundleID.map({ [$0] }) ?? appIDs {
                events += system.removePending(app, identifiers: [identifier])
                events += system.removeDelivered(app, identifiers: [identifier])
            }
            if events.isEmpty { notice = "remove: nothing pending or delivered is called \"\(identifier)\"" }
            return apply(events)
        case .clearAll:
            var events: [CenterEvent] = []
            for app in appIDs { events += system.removeAllDelivered(app) }
            return apply(events)
        case .activityStart(let spec): return startLiveActivity(spec)
        case let .activityEnd(id, dismissAfter): return endLiveActivity(id, dismissAfter: dismissAfter)
        case .activityTap(let id): return tapLiveActivity(id)
        case let .activityPress(id, button, island): return pressLiveActivityButton(id, button - 1, in: island ? .expanded : .lockScreen)
        case let .summaryApp(bundleID, on):
            guard system.app(bundleID) != nil else { notice = "summary: no app \"\(bundleID)\" in the workspace"; return [] }
            note(.user, "Scheduled Summary \(on ? "on" : "off") for \(bundleID)")
            return apply(system.updateSettings(bundleID) { $0.scheduledSummary = on })
        case .summaryAt(let schedule):
            return apply(system.setSummarySchedule(schedule))
        case .ringer(let on):
            return setRingerMuted(!on)
        case let .badge(bundleID, count):
            guard system.app(bundleID) != nil else { notice = "badge: no app \"\(bundleID)\" in the workspace"; return [] }
            return apply(system.setBadgeCount(bundleID, count))
        case let .runState(bundleID, state):
            guard system.app(bundleID) != nil else { notice = "app-state: no app \"\(bundleID)\" in the workspace"; return [] }
            return apply(system.setRunState(bundleID, state))
        case .answerPrompt(let answer):
            return answerPermissionPrompt(answer)
        case .getSettings(let bundleID):
            guard let record = system.app(bundleID) else { notice = "get-settings: no app \"\(bundleID)\" in the workspace"; return [] }
            note(.delegate, "getNotificationSettings → " + NotificationSettingsAnswer(record: record, os: os).description, app: bundleID)
            return []
        case .network(let online):
            return setNetwork(online: online)
        case let .locationAuthorization(bundleID, status):
            guard system.app(bundleID) != nil else { notice = "location: no app \"\(bundleID)\" in the workspace"; return [] }
            return apply(system.setLocationAuthorization(bundleID, status))
        case let .categories(bundleID, identifiers):
            return registerCategories(bundleID, identifiers)
        case .authReset(let bundleID):
            guard system.app(bundleID) != nil else { notice = "auth reset: no app \"\(bundleID)\" in the workspace"; return [] }
            return apply(system.resetAuthorization(bundleID))
        case .help:
            overlays.update(.show(.help))
            return []
        case .reload:
            return [.reloadWorkspace]
        case .quit:
            return [.quit]
        case .size, .key, .type, .expect, .expectNot, .expectLog, .snapshot, .screenshot:
            notice = "that command is for notisim run scripts"
            return []
        }
    }

    /// `categories BUNDLE ID[,ID…]|none`: the app registers these of its declared categories, replacing the rest; the
    /// notice is left set only when the command is refused.
    private mutating func registerCategories(_ bundleID: String, _ identifiers: [String]) -> [AppEffect] {
        notice = nil
        guard let record = system.app(bundleID) else { notice = "categories: no app \"\(bundleID)\" in the workspace"; return [] }
        let declared = record.app.categories(contentExtensionsSupported: extensions.contentExtensionsSupported)
        var chosen: [NotificationCategory] = []
        for identifier in identifiers {
            guard let category = declared.first(where: { $0.identifier == identifier }) else {
                let known = declared.isEmpty ? "it declares none" : "it declares \(declared.map(\.identifier).joined(separator: ", "))"
                notice = "categories: \(bundleID) declares no category \"\(identifier)\" (\(known))"
                return []
            }
            if !chosen.contains(where: { $0.identifier == identifier }) { chosen.append(category) }
        }
        return apply(system.setCategories(bundleID, chosen))
    }

    /// Keys of the `:` command line.
    mutating func editCommandLine(_ text: String, _ key: Key) -> [AppEffect] {
        switch key {
        case .escape:
            overlays.update(.close)
        case .enter:
            overlays.update(.close)
            do {
                guard let command = try Command.parse(text) else { return [] }
                note(.user, ":\(text)")
                return run(command.resolvingPaths(against: workspace.userFolder))
            } catch {
                notice = error.description
                note(.error, ":\(text): \(error.description)")
            }
        case .backspace:
            overlays.update(.erased)
        case .space:
            overlays.update(.typed(" "))
        case .character(let c):
            overlays.update(.typed(String(c)))
        default:
            break
        }
        return []
    }

    /// Keys of the sample-push menu.
    mutating func choosePush(_ selected: Int, _ key: Key) -> [AppEffect] {
        let pushes = workspace.samplePushes
        switch key {
        case .escape, KeyMap.pushMenuKey: overlays.update(.close)
        case .up: overlays.update(.movePushMenu(rows: -1, count: pushes.count))
        case .down: overlays.update(.movePushMenu(rows: 1, count: pushes.count))
        case .enter, .space:
            overlays.update(.close)
            guard pushes.indices.contains(selected) else { return [] }
            let push = pushes[selected]
            note(.user, "push \(push.name)")
            return [.loadPush(path: push.path, bundleID: push.targetBundleID, collapseID: push.collapseID)]
        case _ where KeyMap.actionIndex(key) != nil:
            guard let index = KeyMap.actionIndex(key), pushes.indices.contains(index) else { return [] }
            overlays.update(.close)
            note(.user, "push \(pushes[index].name)")
            return [.loadPush(path: pushes[index].path, bundleID: pushes[index].targetBundleID, collapseID: pushes[index].collapseID)]
        default: break
        }
        return []
    }
}
