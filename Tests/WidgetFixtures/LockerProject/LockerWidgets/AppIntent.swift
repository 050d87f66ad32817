//
//  AppIntent.swift
//  LockerWidgets
//

import WidgetKit
import AppIntents

struct LockerConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Locker"
    static var description = IntentDescription("Shows the parcels waiting in one locker.")

    // The locker the widget follows.
    @Parameter(title: "Locker", default: "Station Square")
    var lockerName: String
}

struct ExtendPickupIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Extend Pickup"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
