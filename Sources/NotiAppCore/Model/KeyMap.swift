import NotiTerminalPort
/// The one key map: each row is one line of the `?` overlay and one row of the key table in docs/usage.md, names the keys the
/// key line offers on each screen, binds the keys the screens handle, and carries out the keys that mean the same on
/// every screen. A key no row binds only shows the hint to press `?`. To add a key, add a row here: with its `globals`
/// when it works on every screen (its role says where), or with its `screenKeys` (a letter named below) matched by
/// its screen's handler in AppModel+Keys.swift; then update docs/usage.md's table: `KeyMapDocumentationTests` prints
/// it when it differs.
enum KeyMap {
    static let rows: [KeyBinding] = [
        KeyBinding("`Down` / `Space`", help: "Down / Space", does: "expand the banner or the selected notification (the long look)",
                   overlay: "expand the banner or the selected notification",
                   // Down's neighbour Up selects with it in the lists.
                   hints: [KeyHint(.center, "↑↓ select", ascii: "Up/Down select", priority: 6),
                           KeyHint(.stackControls, "↑↓ select", ascii: "Up/Down select", priority: 6),
                           KeyHint(.lockScreen, "↑↓ select", ascii: "Up/Down select", priority: 6),
                           KeyHint(.settings, "↑↓ select", ascii: "Up/Down select", priority: 3),
                           KeyHint(.banner, "↓/Space expand", ascii: "Down/Space expand", priority: 5),
                           KeyHint(.center, "Space expand", priority: 5),
                           KeyHint(.stackControls, "Space/Enter Show Less", priority: 5),
                           KeyHint(.lockScreen, "Space expand", priority: 5)],
                   screenKeys: [.down, .space, .up]),
        KeyBinding("`1`–`9`, `0`", help: "1 – 9, 0",
                   does: "press the Nth action (`0` = 10th); a text-input action opens an inline editor (UTF-8: Korean, Japanese, emoji) whose `Enter` sends `userText`; on the widgets page, the selected widget's Nth button or link (`Button(intent:)` runs its intent in the widget extension, then the app's widgets reload); on a lock screen with no notifications, the first Live Activity's Nth button (numbered on its card), and on the unlocked device with nothing else up, the Nth button of the expanded view of the Dynamic Island's first activity (`:activity press ID N [island]`: its intent runs in the widget extension, and what it does to the activity shows)",
                   overlay: "press the Nth action (0 = 10th), or a widget's Nth button",
                   hints: [KeyHint(.longLook, "1-9 action", priority: 6), KeyHint(.longLookScrolling, "1-9 action", priority: 6),
                           KeyHint(.banner, "1-9 action", priority: 2), KeyHint(.textInput, "type a reply", priority: 3),
                           KeyHint(.widgets, "1-9 button", priority: 6)],
                   screenKeys: actionKeys),
        KeyBinding("`←` `→` / `Tab`", help: "← → / Tab", does: "select an action, or a permission prompt's button, or a widget on the widgets page; `Enter` presses it",
                   overlay: "select an action, button or widget; Enter presses it",
                   hints: [KeyHint(.widgets, "Tab select", priority: 4),
                           KeyHint(.longLook, "←→ select", ascii: "Left/Right select", priority: 3),
                           KeyHint(.longLookScrolling, "←→ select", ascii: "Left/Right select", priority: 3),
                           KeyHint(.permissionPrompt, "←→ choose", ascii: "Left/Right choose", priority: 3)],
                   screenKeys: [.left, .right, .tab, .backTab]),
        KeyBinding("`↓` `↑` / `PgDn` `PgUp` / `Home` `End`", help: "↓ ↑ PgDn PgUp",
                   does: "scroll a long look taller than the screen (▲ / ▼ rows say how much is above / below); the selected action and the text field stay in sight",
                   overlay: "scroll a long look taller than the screen (Home / End)",
                   hints: [KeyHint(.longLookScrolling, "↑↓ PgUp PgDn scroll", ascii: "Up/Down PgUp PgDn scroll", priority: 4)],
                   screenKeys: [.down, .up, .pageDown, .pageUp, .home, .end]),
        KeyBinding("`Enter`", does: "default action: opens the app (the delegate gets `UNNotificationDefaultActionIdentifier`); on a permission prompt, answers with the selected button (`:answer allow|deny|summary`); on the widgets page, taps the selected widget: its app opens, with the widget's `widgetURL`; on the unlocked device with nothing else up, taps the Dynamic Island: the app of its first Live Activity opens with the activity's `widgetURL` (`:activity tap ID`)",
                   overlay: "default action: open the app; answer a prompt; tap a widget",
                   hints: [KeyHint(.longLook, "Enter open", priority: 5), KeyHint(.longLookScrolling, "Enter open", priority: 5),
                           KeyHint(.banner, "Enter open", priority: 4), KeyHint(.center, "Enter open", priority: 4),
                           KeyHint(.lockScreen, "Enter open", priority: 4), KeyHint(.textInput, "Enter send", priority: 2),
                           KeyHint(.settings, "Enter change", priority: 4), KeyHint(.permissionPrompt, "Enter answer", priority: 4),
                           KeyHint(.widgets, "Enter tap", priority: 5)],
                   screenKeys: [.enter]),
        KeyBinding("`x`", does: "explicit dismiss (the app hears it only with `customDismissAction`)",
                   overlay: "dismiss (the app hears it with customDismissAction)",
                   hints: [KeyHint(.longLook, "x dismiss", priority: 4), KeyHint(.banner, "x dismiss", priority: 3),
                           KeyHint(.center, "x clear", priority: 3), KeyHint(.stackControls, "x clear the stack", priority: 4),
                           KeyHint(.lockScreen, "x clear", priority: 3)],
                   screenKeys: [dismissKey]),
        KeyBinding("`Esc` / `Up`", help: "Esc / Up",
                   does: "close the expanded view without dismissing (`Up` once a scrolled long look is back at its top); `Esc` leaves the widgets page and the event log",
                   overlay: "close the expanded view, not dismissing (Up: from its top)",
                   hints: [KeyHint(.longLook, "Esc close", priority: 2), KeyHint(.longLookScrolling, "Esc close", priority: 2),
                           KeyHint(.textInput, "Esc cancel", priority: 1), KeyHint(.settings, "Esc back", priority: 2),
                           KeyHint(.widgets, "Esc back", priority: 2),
                           KeyHint(.unlockPrompt, "Esc cancel", priority: 1)],
                   screenKeys: [.escape, .up]),
        KeyBinding("`c`",
                   does: "Notification Centre: `↑↓` select, `Space` opens a stack (every row then expands; the stack's first row is Show Less with `Space`, Clear with `x`), `x` clears one, `X` clears all, `k` / `K` Keep… / Turn Off… on provisional ones",
                   overlay: "Centre: Space opens a stack (top row: Show Less / x Clear)",
                   hints: [KeyHint(.center, "X clear all", priority: 1), KeyHint(.center, "c back", priority: 2),
                           KeyHint(.stackControls, "X clear all", priority: 1), KeyHint(.stackControls, "c back", priority: 2),
                           KeyHint(.device, "c centre", priority: 6)],
                   screenKeys: [clearAllKey, keepKey, turnOffKey],
                   globals: [GlobalKey(.character("c")) { $0.show($0.screen == .center ? .device : .center) }]),
        KeyBinding("`s`",
                   does: "settings: per-app notification settings (allow, lock screen, centre, banners, banner style, sounds, badges, previews, grouping, critical, time-sensitive, summary); `a` calls the app's `openSettingsFor`",
                   overlay: "settings",
                   hints: [KeyHint(.device, "s settings", priority: 3)],
                   screenKeys: [addKey],
                   globals: [GlobalKey(.character("s")) { model in
                       model.navigation.update(.closeSettingsPage)
                       model.summary.update(.select(nil))
                       return model.show(model.screen == .settings ? .device : .settings)
                   }]),
        KeyBinding("`a` `x` `+` `-`", help: "a x + -",
                   does: "on settings' Scheduled Summary page (`↑` above the first app, `Enter`): add a summary time, remove the selected one, move it 15 minutes later / earlier (at most 12, at least 1)",
                   overlay: "Summary page: add, remove, move", helpSharesLine: true,
                   hints: [KeyHint(.summaryTimes, "a add", priority: 4), KeyHint(.summaryTimes, "x remove", priority: 3),
                           KeyHint(.summaryTimes, "+/- 15 min", priority: 4), KeyHint(.summaryTimes, "↑↓ select", ascii: "Up/Down select", priority: 3),
                           KeyHint(.summaryTimes, "Esc back", priority: 2)],
                   screenKeys: [addKey, dismissKey, .backspace, .delete, laterKey, earlierKey]),
        KeyBinding("`l`",
                   does: "lock / unlock. Locked, notifications arrive on the lock screen (no banner; on iOS 16+ drawn as the Display As setting, `:display-as` count, stack or list, default stack, `↑` unfolds a count or stack into the list; `↑↓` select, `Space`, `Enter`, `x`, digits as in the centre), and opening one or a foreground or authentication-required action asks to unlock first (`l` / `Enter` unlocks and carries it out, `Esc` cancels)",
                   overlay: "lock / unlock; locked, opening asks to unlock first",
                   hints: [KeyHint(.lockScreen, "l unlock", priority: 2), KeyHint(.unlockPrompt, "l / Enter unlock", priority: 2),
                           KeyHint(.device, "l lock", priority: 5)],
                   screenKeys: [lockKey],
                   globals: [GlobalKey(lockKey) { $0.toggleLock() }]),
        KeyBinding("`d` `m`", help: "d m", does: "the next Focus: off → Do Not Disturb → Sleep → Work → Personal → the workspace's own → off (iOS ≤ 14: Do Not Disturb on / off); the ring/silent switch (silent: no sound but a critical alert's)",
                   overlay: "next Focus (off → Do Not Disturb → Sleep → …) / ring-silent switch", hints: [KeyHint(.device, "d DND", priority: 4)],
                   globals: [GlobalKey(.character("d")) { $0.cycleFocus() },
                             GlobalKey(.character("m")) { $0.setRingerMuted(!$0.system.device.ringerMuted) }]),
        KeyBinding("`n`", does: "the device's network off / on (airplane mode): off, APNs holds one push per app, the newest, until its `apns-expiration`, and delivers it when the network is back (`:network off`, `:network on`)",
                   overlay: "network off / on", helpSharesLine: true,
                   globals: [GlobalKey(.character("n")) { $0.setNetwork(online: $0.system.device.isOffline) }]),
        KeyBinding("`f`", does: "the focused app to the foreground / background (the delegate's `willPresent` then decides)",
                   overlay: "the app in the foreground / background",
                   globals: [GlobalKey(.character("f")) { $0.toggleForeground() }]),
        KeyBinding("`z`",
                   does: "the side button: the display to sleep (the device locks, the lock screen goes dark; a notification or a Live Activity alert lights it for 10 s) / awake; on the dark screen any key but `q` and `:` only wakes it (`:display sleep`, `:display wake`)",
                   overlay: "display sleep / wake", helpSharesLine: true,
                   hints: [KeyHint(.darkScreen, "any key wakes", priority: 5)],
                   globals: [GlobalKey(.character("z"), role: .sideButton) { $0.setDisplayAsleep(!$0.system.device.display.asleep) }]),
        KeyBinding("`p`", does: "send a sample push from the workspace (a project without payload files offers one per category)", hints: [KeyHint(.device, "p push", priority: 8)],
                   screenKeys: [pushMenuKey],
                   globals: [GlobalKey(pushMenuKey) { $0.overlays.update(.show(.pushMenu(selected: 0))); return [] }]),
        KeyBinding("`]`", does: "jump the clock to the next trigger or Scheduled Summary", hints: [KeyHint(.device, "] next trigger", priority: 7)],
                   globals: [GlobalKey(.character("]")) { $0.jumpToNextTrigger() }]),
        KeyBinding("`.` `<` `>`", help: ". < >", does: "pause / slower / faster clock",
                   globals: [GlobalKey(.character(".")) { [.clock($0.clockStatus.paused ? .resume : .pause)] },
                             GlobalKey(.character("<")) { [.clock(.speed(max(0.25, $0.clockStatus.speed / 2)))] },
                             GlobalKey(.character(">")) { [.clock(.speed(min(3600, $0.clockStatus.speed * 2)))] }]),
        KeyBinding("`o` `w` `t`", help: "o  w  t",
                   does: "next iOS version / device / theme (an open long look is re-laid in place; the theme's name is shown)",
                   overlay: "next iOS version / device / theme (an open long look too)",
                   // In the long look too, to compare one notification across versions, devices and themes.
                   globals: [GlobalKey(.character("o"), role: .deviceAndLongLook) { $0.cycleOS() },
                             GlobalKey(.character("w"), role: .deviceAndLongLook) { $0.cycleDevice() },
                             GlobalKey(.character("t"), role: .deviceAndLongLook) { $0.cycleTheme() }]),
        KeyBinding("`L` `W`", help: "L W",
                   does: "the event log full screen; the widgets page, each app's widgets as its widget extension draws them (`:widgets`)",
                   globals: [GlobalKey(.character("L")) { $0.show($0.screen == .log ? .device : .log) },
                             GlobalKey(.character("W")) { $0.screen == .widgets ? $0.show(.device) : $0.showWidgetPage() }]),
        KeyBinding("`:`",
                   does: "command line, on every screen (a long look too): any script command below, e.g. `:push FILE`, `:os 13`, `:device iphone-se`, `:theme dark`, `:advance 5m`, `:lock`, `:reload` (read the workspace or project again); relative paths name files of the workspace, or of an Xcode project's folder (`:push pushes/boltz-message.apns`)",
                   overlay: "command line (:push FILE, :schedule …, :os 13, :advance 5m …)",
                   hints: [KeyHint(.device, ": command", priority: 2), KeyHint(.darkScreen, ": command", priority: 3)],
                   // In the long look too: what is typed after it goes to the command line, not to the long look's keys.
                   globals: [GlobalKey(.character(":"), role: .simulator) { $0.overlays.update(.show(.commandLine(""))); return [] }]),
        KeyBinding("`?`", does: "help overlay (taller than the screen, `↑` `↓` `PgUp` `PgDn` `Home` `End` scroll it; any other key closes it)", overlay: "this help",
                   hints: [KeyHint(.longLook, "? help", priority: 7), KeyHint(.longLookScrolling, "? help", priority: 7),
                           KeyHint(.banner, "? help", priority: 6), KeyHint(.center, "? help", priority: 7),
                           KeyHint(.stackControls, "? help", priority: 7), KeyHint(.lockScreen, "? help", priority: 7),
                           KeyHint(.settings, "? help", priority: 5), KeyHint(.device, "? help", priority: 10)],
                   globals: [GlobalKey(.character("?"), role: .deviceAndLongLook) { $0.overlays.update(.show(.help)); return [] }]),
        KeyBinding("`q` / `Ctrl-C`", help: "q", does: "quit (state is saved); `Ctrl-C` quits from anywhere, the command line and a text field too",
                   overlay: "quit (Ctrl-C too)", helpSharesLine: true, hints: [KeyHint(.device, "q quit", priority: 9), KeyHint(.darkScreen, "q quit", priority: 4)],
                   globals: [GlobalKey(.character("q"), role: .simulator) { _ in [.quit] },
                             // Raw mode delivers Ctrl-C as a key, not as SIGINT.
                             GlobalKey(.ctrl("c"), role: .interrupt) { _ in [.quit] }]),
    ]

    // The letters the screens match, each named once here and bound in its row above.
    /// `x`: dismiss, clear or remove the selected item.
    static let dismissKey = Key.character("x")
    /// `X`: clear every notification of the centre.
    static let clearAllKey = Key.character("X")
    /// `k`: Keep… → Deliver Prominently on a provisional notification.
    static let keepKey = Key.character("k")
    /// `K`: Turn Off… on a provisional notification.
    static let turnOffKey = Key.character("K")
    /// `a`: add a summary time; on an app's settings page, the app's `openSettingsFor`.
    static let addKey = Key.character("a")
    /// `+` / `-`: the selected summary time later / earlier.
    static let laterKey = Key.character("+"), earlierKey = Key.character("-")
    /// `l`: lock or unlock; on the unlock prompt, unlock.
    static let lockKey = Key.character("l")
    /// `p`: the sample push menu, opened and closed.
    static let pushMenuKey = Key.character("p")
    /// `1` … `9`, `0`: the actions (or sample pushes) in order, `0` the tenth.
    static let actionKeys: [Key] = "1234567890".map { Key.character($0) }

    /// The index of the action (or sample push) `key` presses, if it is one of ``actionKeys``.
    static func actionIndex(_ key: Key) -> Int? { actionKeys.firstIndex(of: key) }

    /// The action of a key that means the same on every screen where `place` is; nil otherwise.
    static func global(_ key: Key, in place: GlobalKey.Place) -> GlobalKey? {
        for row in rows {
            if let match = row.globals.first(where: { $0.key == key && $0.role.reaches(place) }) { return match }
        }
        return nil
    }

    /// Whether some screen does something with `key`: a row binds it; any other key only shows the hint to press `?`.
    static func isBound(_ key: Key) -> Bool {
        rows.contains { $0.screenKeys.contains(key) || $0.globals.contains { $0.key == key } }
    }

    /// The `?` overlay: a line per row (a row that shares its line follows the one before), the keys in a column;
    /// at 80×24 every line must fit.
    static var helpLines: [String] {
        let width = (rows.map { $0.helpKeys.count }.max() ?? 0) + 2
        var lines: [String] = []
        for row in rows {
            if row.helpSharesLine, let last = lines.popLast() {
                lines.append(last + "        " + row.helpKeys + "  " + row.overlay)
            } else {
                lines.append(row.helpKeys.padding(toLength: width, withPad: " ", startingAt: 0) + row.overlay)
            }
        }
        return lines
    }

    /// The key line's items on `context`, in the table's order.
    static func hints(_ context: KeyContext, unicode: Bool) -> [LinePart] {
        rows.flatMap(\.hints).filter { $0.context == context }
            .map { LinePart(unicode ? $0.text : ($0.ascii ?? $0.text), priority: $0.priority) }
    }

    /// The key table of docs/usage.md (Markdown).
    static var markdownTable: String {
        (["| key | what it does |", "| --- | --- |"] + rows.map { "| \($0.keys) | \($0.does) |" }).joined(separator: "\n")
    }
}

/// One row of the key map.
struct KeyBinding: Sendable {
    /// The keys as docs/usage.md shows them (Markdown, each in backticks).
    var keys: String
    /// The keys as the `?` overlay shows them.
    var helpKeys: String
    /// What the keys do, for docs/usage.md.
    var does: String
    /// What the keys do, in the few words the `?` overlay has room for, without Markdown.
    var overlay: String
    /// The `?` overlay shows the row after the one before on its line.
    var helpSharesLine: Bool
    /// The key line's items naming these keys, per screen.
    var hints: [KeyHint]
    /// The keys of this row that the screens' own handlers match (AppModel+Keys.swift and its neighbours).
    var screenKeys: [Key]
    /// The keys of this row that do the same on every screen; the others are handled by their screen.
    var globals: [GlobalKey]

    init(_ keys: String, help: String? = nil, does: String, overlay: String? = nil, helpSharesLine: Bool = false,
         hints: [KeyHint] = [], screenKeys: [Key] = [], globals: [GlobalKey] = []) {
        self.keys = keys
        self.helpKeys = help ?? keys.replacingOccurrences(of: "`", with: "")
        self.does = does
        // The overlay is plain text: the table's backticks are Markdown.
        self.overlay = overlay ?? does.replacingOccurrences(of: "`", with: "")
        self.helpSharesLine = helpSharesLine
        self.hints = hints
        self.screenKeys = screenKeys
        self.globals = globals
    }
}

/// Where the key line is offering keys.
enum KeyContext: Sendable, Hashable {
    /// The home screen with nothing over it.
    case device
    case banner
    /// The long look, fitting the screen.
    case longLook
    /// The long look, taller than its window.
    case longLookScrolling
    /// A text-input action's editor.
    case textInput
    case center
    /// The Show Less / Clear row above an opened stack.
    case stackControls
    case lockScreen
    /// The lock screen of a sleeping display, dark (docs/rules/live-activities.md#the-screen-lights-up).
    case darkScreen
    case settings
    /// The Scheduled Summary page of settings.
    case summaryTimes
    case unlockPrompt
    /// A permission prompt waits for its answer.
    case permissionPrompt
    /// The widgets page.
    case widgets
}

/// One item of the key line: `text` with UTF-8, `ascii` (when different) without.
struct KeyHint: Sendable {
    var context: KeyContext
    var text: String
    var ascii: String?
    /// Higher is kept longer when the line is narrow.
    var priority: Int

    init(_ context: KeyContext, _ text: String, ascii: String? = nil, priority: Int) {
        self.context = context
        self.text = text
        self.ascii = ascii
        self.priority = priority
    }
}

/// A key that does the same on every screen its role reaches.
struct GlobalKey: Sendable {
    /// Who the key belongs to, which says where it works and whether it wakes the display first.
    enum Role: Sendable {
        /// A key of the device's screens, outside the long look; on a dark screen it only wakes the display, on a lit
        /// one it keeps it on, then acts.
        case device
        /// A device key that works in the long look too (to compare one notification across versions, devices, themes).
        case deviceAndLongLook
        /// The side button: it acts on the display itself, so it does not wake it first.
        case sideButton
        /// The simulator's own key (quitting, the command line), not the device's: in the long look, on a dark screen
        /// without waking it, and after it closes the `?` overlay.
        case simulator
        /// Works everywhere: over every overlay, the command line and a text field.
        case interrupt

        /// Whether a key of this role works at `place`.
        func reaches(_ place: Place) -> Bool {
            switch (self, place) {
            case (.interrupt, _): true
            case (_, .anywhere): false
            case (.simulator, _): true
            case (_, .darkScreen), (_, .helpOverlay): false
            case (.deviceAndLongLook, .longLook): true
            case (_, .longLook): false
            case (_, .screens): true
            }
        }

        /// Whether the key wakes the display before it acts (a key on a dark screen only wakes it).
        var wakesDisplay: Bool { self == .device || self == .deviceAndLongLook }
    }

    /// Where a key is pressed, for the roles that reach it.
    enum Place: Sendable {
        /// A screen of the device with nothing over it.
        case screens
        /// The long look.
        case longLook
        /// A sleeping display's dark lock screen.
        case darkScreen
        /// The `?` overlay (the key closes it first).
        case helpOverlay
        /// Anywhere at all: an overlay, the command line or a text field that takes every other key.
        case anywhere
    }

    var key: Key
    var role: Role
    var perform: @Sendable (inout AppModel) -> [AppEffect]

    init(_ key: Key, role: Role = .device, perform: @escaping @Sendable (inout AppModel) -> [AppEffect]) {
        self.key = key
        self.role = role
        self.perform = perform
    }
}
