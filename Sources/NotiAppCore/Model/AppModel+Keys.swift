import Foundation
import NotiCore
import NotiLayout
import NotiTerminalPort

extension AppModel {
    /// Handles one key press and answers what the world must do.
    mutating func handle(_ key: Key) -> [AppEffect] {
        notice = nil
        if let interrupt = KeyMap.global(key, in: .anywhere) { return interrupt.perform(&self) }
        if !system.permissionPrompts.isEmpty, !isEditingCommandLine { return permissionPromptKey(key) }
        switch overlay {
        case .help?:
            return helpKey(key)
        case .commandLine(let text)?:
            return editCommandLine(text, key)
        case .pushMenu(let selected)?:
            return choosePush(selected, key)
        case .unlock(let request)?:
            return answerUnlockPrompt(request, key)
        case nil:
            break
        }
        // docs/rules/live-activities.md#the-screen-lights-up: a key on the dark screen only wakes it (the simulator's own
        // keys, quitting and the command line, are not the device's).
        if displayIsDark, KeyMap.global(key, in: .darkScreen) == nil { return setDisplayAsleep(false) }
        // A key on a lit screen keeps it on, then acts (the side button acts on the display itself).
        let wakes = KeyMap.global(key, in: .screens)?.role.wakesDisplay ?? true
        let woken = system.device.display.isLit(at: now) && wakes ? setDisplayAsleep(false) : []
        if !woken.isEmpty { return woken + handle(key) }
        if !KeyMap.isBound(key), !takesTyping {
            notice = "\(key.name) does nothing: ? lists the keys"
            return []
        }
        if expanded != nil { return handleExpanded(key) }
        if let effects = handleGlobal(key) { return effects }
        switch screen {
        // The lock screen lists the notifications: its keys are Notification Centre's.
        case .device where system.device.isLocked && revealsLockScreen(key):
            lockScreen.update(.reveal)
            note(.user, "lock screen notifications shown as a list")
            return []
        case .device: return system.device.isLocked ? handleCenter(key) : handleDevice(key)
        case .center: return handleCenter(key)
        case .settings: return handleSettings(key)
        case .log: return key == .escape ? show(.device) : []
        case .widgets: return handleWidgetPage(key)
        }
    }

    /// The widgets page: `Tab` / arrows select a widget, `Enter` taps it, a digit presses its button.
    private mutating func handleWidgetPage(_ key: Key) -> [AppEffect] {
        switch key {
        case .escape: return show(.device)
        case .tab, .right, .down: return selectWidget(by: 1)
        case .backTab, .left, .up: return selectWidget(by: -1)
        case .enter: return tapSelectedWidget()
        case _ where KeyMap.actionIndex(key) != nil: return pressSelectedWidgetButton(KeyMap.actionIndex(key) ?? 0)
        default: return []
        }
    }

    /// Whether the `:` command line is open (it takes keys before a permission prompt does).
    private var isEditingCommandLine: Bool {
        if case .commandLine? = overlay { true } else { false }
    }

    /// The `?` overlay: taller than the screen, the scroll keys move it; any other key closes it (and the simulator's
    /// own keys, `q` and `:`, then act).
    private mutating func helpKey(_ key: Key) -> [AppEffect] {
        let visible = AppView.helpVisibleLines(size)
        let last = max(0, KeyMap.helpLines.count - visible)
        let rows: Int? = switch key {
        case .down: 1
        case .up: -1
        case .pageDown, .space: visible
        case .pageUp: -visible
        case .home: -last
        case .end: last
        default: nil
        }
        if let rows, last > 0 {
            overlays.update(.scrollHelp(rows: rows, last: last))
            return []
        }
        overlays.update(.close)
        return KeyMap.global(key, in: .helpOverlay)?.perform(&self) ?? []
    }

    /// Whether every key goes where the user types: a text-input action's field or a content extension's custom area.
    private var takesTyping: Bool {
        expanded?.textInput != nil || expanded?.contentExtension?.customAreaFocused == true
    }

    /// Keys that mean the same on every screen: the key map's (KeyMap.swift).
    private mutating func handleGlobal(_ key: Key) -> [AppEffect]? {
        KeyMap.global(key, in: .screens)?.perform(&self)
    }

    mutating func show(_ next: Screen) -> [AppEffect] {
        navigation.update(.show(next))
        return []
    }

    /// Shows the widgets page, loading what it shows (docs/rules/widgets.md#widgets-on-their-pages).
    mutating func showWidgetPage() -> [AppEffect] { show(.widgets) + openWidgetPage() }

    mutating func toggleLock() -> [AppEffect] { setLocked(!system.device.isLocked) }

    /// Whether `key` unfolds the lock screen's count or stack into the list: ↑ (swipe up), on iOS 16+ while folded
    /// with notifications to show; Enter and Space keep acting on the notification on top (docs/rules/presentation.md#lock-screen-display-as).
    private func revealsLockScreen(_ key: Key) -> Bool {
        key == .up && lockScreen.unfolds(honoursDisplayAs: os.honoursLockScreenDisplayAs, hasNotifications: hasCenterRows)
    }

    /// Locks or unlocks the device. Locking takes the banners away (the lock screen lists their notifications);
    /// unlocking with the unlock prompt up carries out the response that asked for it.
    mutating func setLocked(_ locked: Bool) -> [AppEffect] {
        var state = system.device
        state.isLocked = locked
        // Unlocking needs the screen on: it wakes a sleeping display (docs/rules/live-activities.md#the-screen-lights-up).
        if !locked { state.display.set(asleep: false) }
        note(.user, locked ? "lock" : "unlock")
        if locked { bannerQueue.update(.cleared, now: now); lockScreen.update(.locked) }
        var effects = apply(system.setDevice(state))
        if !locked, case .unlock(let request)? = overlay {
            overlays.update(.close)
            switch request.purpose {
            case .open: effects += openByUser(request.bundleID, request.identifier)
            case let .action(action, userText): effects += perform(action, request.bundleID, request.identifier, userText: userText)
            case .expand: effects += expand(request.bundleID, request.identifier)
            }
        }
        return effects
    }

    /// Shows the unlock prompt for what a locked device does not carry out, and logs it.
    mutating func askToUnlock(_ request: UnlockRequest) -> [AppEffect] {
        overlays.update(.show(.unlock(request)))
        let actionIdentifier: String
        switch request.purpose {
        case .open: actionIdentifier = ResponseIdentifier.defaultAction
        case .action(let action, _): actionIdentifier = action.identifier
        case .expand:
            note(.user, "expanding \"\(request.identifier)\" needs the device unlocked: its previews are hidden",
                 app: request.bundleID, notification: request.identifier)
            return [.stateChanged]
        }
        return apply([.unlockRequired(bundleID: request.bundleID, identifier: request.identifier,
                                      actionIdentifier: actionIdentifier, actionTitle: request.title)])
    }

    /// The unlock prompt: `l` or Enter unlocks (as Face ID or the passcode would) and carries the response out; Esc
    /// gives up, leaving the notification where it is.
    private mutating func answerUnlockPrompt(_ request: UnlockRequest, _ key: Key) -> [AppEffect] {
        switch key {
        case .enter, KeyMap.lockKey:
            return setLocked(false)
        case .escape:
            overlays.update(.close)
            note(.user, "unlock cancelled", app: request.bundleID, notification: request.identifier)
            return []
        default:
            return []
        }
    }

    mutating func toggleForeground() -> [AppEffect] {
        guard let bundleID = focusedAppID else { return [] }
        return setForeground(bundleID, !(system.app(bundleID)?.isForeground ?? false))
    }

    /// Brings an app to the foreground or sends it to the background; bringing an App Clip forward launches it
    /// (docs/rules/summary.md#ephemeral-authorization).
    mutating func setForeground(_ bundleID: String, _ foreground: Bool) -> [AppEffect] {
        let launch = foreground ? system.launchAppClip(bundleID, now: now) : []
        return apply(launch + system.setForeground(bundleID, foreground))
    }

    /// The ring/silent switch (`m`, `ringer on|off`): muted silences every sound but a critical alert's
    /// (docs/rules/summary.md#ringer-switch).
    mutating func setRingerMuted(_ muted: Bool) -> [AppEffect] {
        guard system.device.ringerMuted != muted else { return [] }
        var state = system.device
        state.ringerMuted = muted
        note(.user, "ringer \(muted ? "off (silent)" : "on")")
        return apply(system.setDevice(state))
    }

    /// The app the user is looking at: the expanded or bannered notification's, else the selected one.
    var focusedAppID: String? {
        expanded?.bundleID ?? visibleBanner?.bundleID ?? (screen == .center ? selectedCenterRow?.notification.bundleID : nil) ?? currentAppID
    }

    mutating func jumpToNextTrigger() -> [AppEffect] {
        guard let next = system.nextDeadline else {
            notice = "no pending trigger"
            return []
        }
        return [.clock(.jump(to: max(next, now)))]
    }

    mutating func cycleOS() -> [AppEffect] {
        changeOS(.nextOS)
        return []
    }

    mutating func setOS(_ profile: OSProfile) { changeOS(.os(profile)) }

    /// Changes the iOS version; the notification system takes on what it knows.
    private mutating func changeOS(_ message: ViewerChoices.Message) {
        viewer.update(message)
        system.os = os
        note(.user, "iOS \(os.majorVersion)")
    }

    mutating func cycleDevice() -> [AppEffect] {
        viewer.update(.nextDevice)
        note(.user, "device \(device.displayName)")
        return []
    }

    mutating func cycleTheme() -> [AppEffect] {
        if let next = try? Theme.builtIn(named: viewer.nextThemeName) { viewer.update(.theme(next)) }
        note(.user, "theme \(theme.name)")
        notice = "theme \(theme.name)"
        return []
    }

    /// Shows the theme `nameOrPath` names: a built-in one at once; a theme file is read by the world
    /// (``AppEffect/loadTheme(_:)``), which answers ``AppMessage/themeLoaded(_:)``.
    mutating func chooseTheme(_ nameOrPath: String) -> [AppEffect] {
        guard Theme.builtInNames.contains(nameOrPath) || !(nameOrPath.contains("/") || nameOrPath.hasSuffix(".theme")) else {
            return [.loadTheme(nameOrPath)]
        }
        return themeLoaded(Result { () throws(ThemeError) in try Theme.builtIn(named: nameOrPath) })
    }

    /// Shows a theme that was loaded, or says on the notice line why it could not be (unless `quietly`).
    mutating func themeLoaded(_ result: Result<Theme, ThemeError>, quietly: Bool = false) -> [AppEffect] {
        switch result {
        case .success(let loaded): viewer.update(.theme(loaded))
        case .failure(let error): if !quietly { notice = error.description }
        }
        return []
    }

    // MARK: - Device screen

    private mutating func handleDevice(_ key: Key) -> [AppEffect] {
        if let banner = visibleBanner {
            switch key {
            case .down, .space: return expand(banner.bundleID, banner.identifier)
            case .enter: return openByUser(banner.bundleID, banner.identifier)
            case KeyMap.dismissKey: return dismiss(banner.bundleID, banner.identifier)
            case .up:
                bannerQueue.update(.swipedAway, now: now)
                return []
            case _ where KeyMap.actionIndex(key) != nil:
                _ = expand(banner.bundleID, banner.identifier)
                return handleExpanded(key)
            default: break
            }
        }
        switch key {
        case KeyMap.dismissKey where summary.card != nil: summary.update(.dismissCard); return []
        case .left: navigation.update(.moveAmongApps(by: -1, apps: appIDs)); return []
        case .right: navigation.update(.moveAmongApps(by: 1, apps: appIDs)); return []
        case .down, .space: return show(.center)
        // A tap on the Dynamic Island opens the app of the activity it shows first; a digit presses that activity's
        // button in its expanded view, as a long press on the island and a tap on the button do.
        case .enter where device.hasDynamicIsland: return islandActivities().first.map { tapLiveActivity($0.id) } ?? []
        case _ where device.hasDynamicIsland && KeyMap.actionIndex(key) != nil:
            guard let first = islandActivities().first else { return [] }
            return pressLiveActivityButton(first.id, KeyMap.actionIndex(key) ?? 0, in: .expanded)
        default: return []
        }
    }

    // MARK: - Expanded view

    /// Opens the expanded view (long look) of a delivered notification; on a locked device that hides the app's
    /// previews, asks to unlock first.
    mutating func expand(_ bundleID: String, _ identifier: String) -> [AppEffect] {
        guard let record = system.app(bundleID), record.delivered.notification(identifier: identifier) != nil else { return [] }
        if system.device.isLocked && CenterListView.previewsHidden(record.settings, isLocked: true) {
            return askToUnlock(UnlockRequest(bundleID: bundleID, identifier: identifier, purpose: .expand))
        }
        bannerQueue.update(.removed(bundleID: bundleID, identifiers: [identifier]), now: now)
        expanded = ExpandedState(bundleID: bundleID, identifier: identifier, selectedAction: nil, textInput: nil)
        note(.user, "expand \"\(identifier)\"", app: bundleID, notification: identifier)
        guard let notification = system.delivered(bundleID, identifier) else { return [] }
        return loadContentExtension(for: notification)
    }

    /// The actions shown for the expanded notification (an extension's replacement on iOS 12+).
    var expandedActions: [NotificationAction] { expandedVisibleActions }

    private mutating func handleExpanded(_ key: Key) -> [AppEffect] {
        guard var state = expanded else { return [] }
        if var input = state.textInput {
            switch key {
            case .escape: state.textInput = nil; expanded = state; return []
            case .enter:
                note(.user, "send \"\(input.typedText)\"", app: state.bundleID, notification: state.identifier)
                return perform(input.action, state.bundleID, state.identifier, userText: input.typedText)
            case .backspace:
                if !input.typedText.isEmpty { input.typedText.removeLast() }
            case .space: input.typedText.append(" ")
            case .character(let c): input.typedText.append(c)
            case .pageDown: return scrollExpanded(by: expandedPageRows)
            case .pageUp: return scrollExpanded(by: -expandedPageRows)
            default: return []
            }
            state.textInput = input
            expanded = state
            return []
        }
        if state.contentExtension?.customAreaFocused == true { return handleCustomAreaKey(key) }
        let actions = expandedActions
        switch key {
        case .tab where customAreaTakesFocus:
            focusCustomArea()
            return []
        case .space:
            guard let open = state.contentExtension, open.loaded, open.state.mediaButton != .none else { return [] }
            note(.user, open.state.mediaPlaying ? "pause" : "play", app: state.bundleID, notification: state.identifier)
            return [.extensionCall(.contentMedia(session: open.session, play: !open.state.mediaPlaying))]
        case .up where state.scrollOffset > 0:
            return scrollExpanded(by: -1)
        case .escape, .up:
            expanded = nil
            return []
        case .down: return scrollExpanded(by: 1)
        case .pageDown: return scrollExpanded(by: expandedPageRows)
        case .pageUp: return scrollExpanded(by: -expandedPageRows)
        case .home: return scrollExpanded(by: -state.scrollOffset)
        case .end: return scrollExpanded(by: Self.scrollToEnd)
        case KeyMap.dismissKey:
            return dismiss(state.bundleID, state.identifier)
        case .enter:
            if let index = state.selectedAction, actions.indices.contains(index) {
                return choose(actions[index], in: state)
            }
            return openByUser(state.bundleID, state.identifier)
        case .right, .tab:
            guard !actions.isEmpty else { return [] }
            state.selectedAction = ((state.selectedAction ?? -1) + 1) % actions.count
            expanded = state
            return []
        case .left, .backTab:
            guard !actions.isEmpty else { return [] }
            state.selectedAction = ((state.selectedAction ?? actions.count) - 1 + actions.count) % actions.count
            expanded = state
            return []
        case _ where KeyMap.actionIndex(key) != nil:
            guard let index = KeyMap.actionIndex(key), actions.indices.contains(index) else {
                notice = "no action \(key.name): this notification has \(actions.count)"
                return []
            }
            return choose(actions[index], in: state)
        default:
            return KeyMap.global(key, in: .longLook)?.perform(&self) ?? []
        }
    }

    /// An offset past any long look's end: the view stops it at the last row.
    static let scrollToEnd = 1 << 20

    /// Rows a page key scrolls the long look: the rows between its two marker rows, less one kept in sight.
    var expandedPageRows: Int { max(1, AppView.expandedViewportRows(size) - 3) }

    /// Scrolls the long look by `rows` (negative: up). Scrolling takes the focus back from a selected action, so the
    /// view may leave it; the text field stays in sight while it is open.
    mutating func scrollExpanded(by rows: Int) -> [AppEffect] {
        guard var state = expanded else { return [] }
        state.scrollOffset = max(0, state.scrollOffset + rows)
        state.selectedAction = nil
        expanded = state
        return []
    }

    private mutating func choose(_ action: NotificationAction, in state: ExpandedState) -> [AppEffect] {
        note(.user, "action \(action.identifier) (\(action.title))", app: state.bundleID, notification: state.identifier)
        return perform(action, state.bundleID, state.identifier, userText: nil)
    }

    /// Carries out a chosen action where ``ResponseRoute/route(_:receiver:device:)`` sends it: the text field, the
    /// unlock prompt, the content extension's response method, or the app (the notification is dismissed).
    mutating func perform(_ action: NotificationAction, _ bundleID: String, _ identifier: String, userText: String?) -> [AppEffect] {
        let open = expanded.flatMap { $0.bundleID == bundleID && $0.identifier == identifier ? $0.contentExtension : nil }
        let receiver: ResponseReceiver = open.map { !$0.loaded ? .extensionLoading : $0.respondsToResponses ? .extensionResponding : .app } ?? .app
        switch ResponseRoute.route(.action(action, userText: userText), receiver: receiver, device: system.device) {
        case .askForText:
            expanded?.textInput = TextInputState(action: action)
            return []
        case .askToUnlock:
            return askToUnlock(UnlockRequest(bundleID: bundleID, identifier: identifier, purpose: .action(action, userText: userText)))
        case .toExtension:
            return sendResponseToExtension(action, userText: userText)
        case .holdUntilLoaded:
            expanded?.contentExtension?.heldAction = OpenContentExtension.HeldAction(action: action, userText: userText)
            return []
        case .dismiss, .keepView:
            expanded = nil
            return apply(system.performAction(action, on: bundleID, identifier: identifier, userText: userText, now: now))
        }
    }

    /// Opens a notification the user chose (Enter), and logs it.
    mutating func openByUser(_ bundleID: String, _ identifier: String) -> [AppEffect] {
        note(.user, "open \"\(identifier)\"", app: bundleID, notification: identifier)
        return openNotification(bundleID, identifier)
    }

    /// Opens a notification (the default action), or on a locked device asks to unlock first.
    mutating func openNotification(_ bundleID: String, _ identifier: String) -> [AppEffect] {
        if ResponseRoute.route(.open, receiver: .app, device: system.device) == .askToUnlock {
            return askToUnlock(UnlockRequest(bundleID: bundleID, identifier: identifier, purpose: .open))
        }
        expanded = nil
        return apply(system.openNotification(bundleID, identifier: identifier, now: now))
    }

    mutating func dismiss(_ bundleID: String, _ identifier: String) -> [AppEffect] {
        note(.user, "dismiss \"\(identifier)\"", app: bundleID, notification: identifier)
        expanded = nil
        return apply(system.dismissNotification(bundleID, identifier: identifier, now: now))
    }

    // MARK: - Notification Centre

    private mutating func handleCenter(_ key: Key) -> [AppEffect] {
        // The selection first takes the place its item has now, so that if the key takes the item away the one that
        // takes its place is selected.
        let rows = centerRowIDs
        navigation.update(.moveInCenter(by: 0, rows: rows))
        switch key {
        case .escape: return show(.device)
        case .up: navigation.update(.moveInCenter(by: -1, rows: rows)); return []
        case .down: navigation.update(.moveInCenter(by: 1, rows: rows)); return []
        case KeyMap.clearAllKey:
            var events: [CenterEvent] = []
            for bundleID in appIDs { events += system.removeAllDelivered(bundleID) }
            note(.user, "clear all")
            return apply(events)
        default: break
        }
        guard let row = selectedCenterRow else {
            // A lock screen with no notification to act on: a digit presses the first Live Activity's button.
            guard system.device.isLocked, let index = KeyMap.actionIndex(key), let first = liveActivities.ordered().first else { return [] }
            return pressLiveActivityButton(first.id, index, in: .lockScreen)
        }
        if row.isStackControls { return handleStackControls(row, key) }
        let n = row.notification
        switch key {
        case .space:
            if row.hiddenCount > 0 { navigation.update(.openStack(groupID: row.groupID)); return [] }
            return expand(n.bundleID, n.id)
        case .enter: return openByUser(n.bundleID, n.id)
        case KeyMap.dismissKey: return dismiss(n.bundleID, n.id)
        case KeyMap.keepKey where system.app(n.bundleID)?.settings.authorizationStatus == .provisional:
            note(.user, "Keep… → Deliver Prominently", app: n.bundleID)
            return apply(system.keepProvisional(n.bundleID, prominently: true))
        case KeyMap.turnOffKey where system.app(n.bundleID)?.settings.authorizationStatus == .provisional:
            note(.user, "Turn Off…", app: n.bundleID)
            return apply(system.turnOffNotifications(n.bundleID))
        case _ where KeyMap.actionIndex(key) != nil:
            _ = expand(n.bundleID, n.id)
            return handleExpanded(key)
        default: return []
        }
    }

    /// The row above an opened stack: `Space` / `Enter` is Show Less (the stack folds back into one row), `x` is
    /// Clear (each notification of the stack is dismissed, as `x` dismisses one).
    private mutating func handleStackControls(_ row: CenterRow, _ key: Key) -> [AppEffect] {
        switch key {
        case .space, .enter:
            note(.user, "Show Less", app: row.notification.bundleID)
            navigation.update(.openStack(groupID: nil))
            return show(.center)
        case KeyMap.dismissKey:
            guard let group = centerGroups.first(where: { $0.id == row.groupID }) else { return [] }
            note(.user, "Clear stack of \(group.notifications.count)", app: group.bundleID)
            navigation.update(.openStack(groupID: nil))
            var effects: [AppEffect] = []
            for notification in group.notifications { effects += dismiss(notification.bundleID, notification.id) }
            _ = show(.center)
            return effects
        default:
            return []
        }
    }

    /// One selectable row of Notification Centre.
    package struct CenterRow: Sendable, Hashable {
        package var groupID: String
        /// The notification of the row; the stack's newest for its Show Less / Clear row.
        package var notification: DeliveredNotification
        /// Notifications folded under this row (collapsed stack).
        package var hiddenCount: Int
        /// Whether this is the Show Less / Clear row above an opened stack.
        package var isStackControls = false
    }

    /// The groups of Notification Centre per each app's grouping setting (derived once per change of the system).
    package var centerGroups: [NotificationGroup] {
        centerMemo.groups(for: system)
    }

    /// Notification Centre's rows: a collapsed stack is one row; an opened one is its Show Less / Clear row, then a row
    /// per notification.
    package var centerRows: [CenterRow] {
        centerGroups.flatMap(centerRows(of:))
    }

    /// Notification Centre's rows as the selection knows them, made without the rows themselves: every key in the
    /// centre asks for them all, and the centre may hold thousands of notifications.
    package var centerRowIDs: [CenterRowID] {
        var ids: [CenterRowID] = []
        for group in centerGroups where group.leading != nil {
            let stacked = group.notifications.count > 1
            if stacked && expandedGroup != group.id {
                ids.append(CenterRowID(groupID: group.id, kind: .foldedStack))
                continue
            }
            if stacked { ids.append(CenterRowID(groupID: group.id, kind: .stackControls)) }
            for notification in group.notifications {
                ids.append(CenterRowID(groupID: group.id, kind: .notification(bundleID: notification.bundleID, identifier: notification.id)))
            }
        }
        return ids
    }

    /// Whether Notification Centre (and the lock screen's list) has a row to show.
    package var hasCenterRows: Bool { centerGroups.contains { $0.leading != nil } }

    /// The rows of one group of Notification Centre.
    private func centerRows(of group: NotificationGroup) -> [CenterRow] {
        guard let leading = group.leading else { return [] }
        if group.notifications.count > 1 && expandedGroup != group.id {
            return [CenterRow(groupID: group.id, notification: leading, hiddenCount: group.notifications.count - 1)]
        }
        let rows = group.notifications.map { CenterRow(groupID: group.id, notification: $0, hiddenCount: 0) }
        guard group.notifications.count > 1 else { return rows }
        return [CenterRow(groupID: group.id, notification: leading, hiddenCount: 0, isStackControls: true)] + rows
    }

    /// How many rows one group takes, without making them.
    private func centerRowCount(of group: NotificationGroup) -> Int {
        let count = group.notifications.count
        return count > 1 ? (expandedGroup == group.id ? count + 1 : 1) : count
    }

    /// The selected row of Notification Centre: the selected item's row, else the row at its last place (the view and
    /// the key line ask on every frame, and the centre may hold thousands of rows, so both look group by group).
    var selectedCenterRow: CenterRow? {
        let selection = navigation.centerSelection
        if let id = selection.id, let group = centerGroups.first(where: { $0.id == id.groupID }),
           let row = centerRows(of: group).first(where: { $0.id == id }) {
            return row
        }
        return centerRow(at: selection.place)
    }

    /// The row at `place` of Notification Centre (the last row past the end), found by counting rows group by group.
    func centerRow(at place: Int) -> CenterRow? {
        var remaining = max(0, place)
        var last: NotificationGroup?
        for group in centerGroups {
            let count = centerRowCount(of: group)
            if count > 0 { last = group }
            if remaining < count { return centerRows(of: group)[remaining] }
            remaining -= count
        }
        return last.flatMap { centerRows(of: $0).last }
    }
}
