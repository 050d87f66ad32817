//
//  DeliveryAttributes.swift
//  Shared by the app (which starts the activity) and its widget extension (which draws it).
//

import ActivityKit
import Foundation

struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        /// Who is bringing the order.
        var courierName: String
        /// When the order should arrive.
        var estimatedArrival: Date
        /// How far along the route the courier is, 0 to 1.
        var progress: Double
    }

    /// The order's number, as the receipt prints it.
    var orderNumber: String
    /// Where the food comes from.
    var restaurant: String
    /// When the order left the restaurant.
    var pickedUp: Date
}
