import NotiCore

/// What notisim keeps of a workspace between runs: the notification archive and the viewer's choices.
package struct SavedState: Sendable, Hashable, Codable {
    /// The format of the file; a newer one is refused with a clear error instead of being misread.
    package static let currentVersion = 1

    package var version = SavedState.currentVersion
    package var archive: NotificationArchive
    package var os: String
    package var device: String
    package var theme: String
    /// The last push journal entry this state includes (nil in files from before the journal).
    package var journalSequence: Int? = nil
    /// The Live Activities (nil in files from before them).
    package var liveActivities: LiveActivityBoard? = nil
    /// The lock screen's Display As setting (nil in files from before it: the default, stack).
    package var lockScreenDisplay: String? = nil
    /// Per app, its priority-10 Live Activity updates in the last hour and the one held back (nil when none).
    package var liveActivityBudgets: [String: HourlyBudget<LoadedPush>]? = nil
    /// What APNs holds while the device is offline (nil when nothing is held).
    package var offlinePushes: OfflinePushStore? = nil
}
