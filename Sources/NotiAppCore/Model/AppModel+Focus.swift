import NotiCore

extension AppModel {
    /// `focus NAME|off`: turns on the workspace's Focus mode called `name` (nil turns Focus off). An unknown name
    /// leaves the Focus as it is and says which exist (docs/rules/focus.md#focus-modes).
    mutating func setFocus(named name: String?) -> [AppEffect] {
        guard let name else { return switchFocus(to: nil) }
        guard let mode = workspace.focusMode(named: name) else {
            notice = "focus: unknown Focus \"\(name)\"; Focus modes: \(workspace.focusModes.map(\.name).joined(separator: ", "))"
            note(.error, notice ?? "")
            return []
        }
        return switchFocus(to: mode)
    }

    /// `d`: off → each Focus mode in turn → off. Before iOS 15 there is only Do Not Disturb.
    mutating func cycleFocus() -> [AppEffect] {
        let modes = os.supportsFocusModes ? workspace.focusModes : [workspace.focusMode(named: FocusMode.doNotDisturb.name) ?? .doNotDisturb]
        guard let current = system.device.focus else { return switchFocus(to: modes.first) }
        let index = modes.firstIndex { $0.name == current.name }.map { $0 + 1 } ?? modes.count
        return switchFocus(to: index < modes.count ? modes[index] : nil)
    }

    /// What the status bar and the lock screen call the Focus that is on: its name, or Do Not Disturb before iOS 15.
    var focusDisplayName: String? {
        guard let focus = system.device.focus else { return nil }
        return os.supportsFocusModes ? focus.name : FocusMode.doNotDisturb.name
    }

    private mutating func switchFocus(to mode: FocusMode?) -> [AppEffect] {
        guard system.device.focus != mode else { return [] }
        let wasFocused = system.device.focus != nil
        var state = system.device
        state.focus = mode
        let effects = apply(system.setDevice(state))
        note(.user, focusDisplayName.map { "Focus: \($0) on" } ?? "Focus off")
        reportFocusStatus(changedFrom: wasFocused)
        return effects
    }

    /// `INFocusStatusCenter.focusStatus.isFocused` as the apps with the communication entitlement read it (iOS 15+).
    private mutating func reportFocusStatus(changedFrom wasFocused: Bool) {
        let isFocused = system.device.focus != nil
        guard os.supportsFocusModes, isFocused != wasFocused else { return }
        for bundleID in appIDs where system.app(bundleID)?.app.entitlements.contains(.communication) == true {
            note(.system, "\(bundleID): INFocusStatusCenter focusStatus.isFocused = \(isFocused)", app: bundleID)
        }
    }
}
