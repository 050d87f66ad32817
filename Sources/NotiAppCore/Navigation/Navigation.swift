/// Where the user is: the screen, and what is selected on each, held by identity so that items arriving or leaving
/// keep the selection on the same notification, stack or app (docs/rules/terminal.md#selection-by-identity).
package struct Navigation: Sendable, Hashable {
    /// What the user asks to move to.
    package enum Message: Sendable, Hashable {
        /// Another screen.
        case show(Screen)
        /// The row `offset` rows away in Notification Centre (or the lock screen's list), whose rows are `rows`; 0
        /// keeps the selected item and notes where it is now (or selects the row that took its place).
        case moveInCenter(by: Int, rows: [CenterRowID])
        /// A stack opened into its rows, or nil to fold the open one.
        case openStack(groupID: String?)
        /// The app `offset` apps away on the home screen or the settings list, whose apps are `apps`.
        case moveAmongApps(by: Int, apps: [String])
        /// An app's settings page with these rows, its first selected.
        case openSettingsPage(rows: [SettingsRow])
        /// The row `offset` rows away on the open settings page.
        case moveInSettingsPage(by: Int, rows: [SettingsRow])
        /// Back from an app's settings page to the app list.
        case closeSettingsPage
    }

    package private(set) var screen: Screen = .device
    /// The selected row of Notification Centre and the lock screen's list.
    package private(set) var centerSelection = ListSelection<CenterRowID>()
    /// The group opened in Notification Centre, if any.
    package private(set) var expandedGroup: String?
    /// The selected app on the home screen and in settings, by bundle id.
    package private(set) var appSelection = ListSelection<String>()
    /// The selected row on an app's settings page; nil shows the app list.
    package private(set) var settingsPage: ListSelection<SettingsRow>?

    package init() {}

    /// Carries out `message`.
    package mutating func update(_ message: Message) {
        switch message {
        case .show(let next):
            screen = next
        case let .moveInCenter(offset, rows):
            centerSelection.move(by: offset, in: rows)
        case .openStack(let groupID):
            expandedGroup = groupID
        case let .moveAmongApps(offset, apps):
            appSelection.move(by: offset, in: apps)
        case .openSettingsPage(let rows):
            var page = ListSelection<SettingsRow>()
            page.select(at: 0, in: rows)
            settingsPage = page
        case let .moveInSettingsPage(offset, rows):
            settingsPage?.move(by: offset, in: rows)
        case .closeSettingsPage:
            settingsPage = nil
        }
    }
}
