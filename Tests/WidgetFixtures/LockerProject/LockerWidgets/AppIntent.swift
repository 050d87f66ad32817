//
//  AppIntent.swift
//  LockerWidgets
//

import ActivityKit
import WidgetKit
import AppIntents

struct LockerConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Locker"
    static var description = IntentDescription("Shows the parcels waiting in one locker.")

    // The locker the widget follows.
    @Parameter(title: "Locker", default: "Station Square")
    var lockerName: String
}

struct CollectParcelIntent: AppIntent {
    static var title: LocalizedStringResource = "Collected"

    /// The parcels collected since the extension started, which the widget's provider reads.
    nonisolated(unsafe) static var collected = 0

    func perform() async throws -> some IntentResult {
        Self.collected += 1
        return .result()
    }
}

struct ExtendPickupIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Extend Pickup"

    // Keeps the parcels one more day: the pickup time and the end of the hold move a day later.
    func perform() async throws -> some IntentResult {
        for activity in Activity<LockerAttributes>.activities {
            var state = activity.content.state
            state.pickupBefore = state.pickupBefore.addingTimeInterval(24 * 60 * 60)
            state.holdWindow = state.holdWindow.lowerBound...state.holdWindow.upperBound.addingTimeInterval(24 * 60 * 60)
            await activity.update(ActivityContent(state: state, staleDate: nil))
        }
        return .result()
    }
}
