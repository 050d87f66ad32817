//
//  LockerAttributes.swift
//  In the app's folder and a member of both targets: the app starts the activity, the widget extension draws it.
//

import ActivityKit
import Foundation

struct LockerAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        /// How many parcels wait in the locker.
        var parcels: Int
        /// Until when they can be picked up.
        var pickupBefore: Date
        /// The hold's window, counted down on the lock screen.
        var holdWindow: ClosedRange<Date>
    }

    /// The locker's name, as its door reads.
    var lockerName: String
    /// The compartment the parcels are in.
    var compartment: String
}
