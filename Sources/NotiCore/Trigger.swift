import Foundation

/// A circular region for location triggers (CLCircularRegion).
package struct CircularRegion: Sendable, Hashable, Codable {
    package var identifier: String
    package var latitude: Double
    package var longitude: Double
    /// Radius in metres.
    package var radius: Double
    package var notifyOnEntry: Bool
    package var notifyOnExit: Bool

    package init(identifier: String, latitude: Double, longitude: Double, radius: Double,
                notifyOnEntry: Bool = true, notifyOnExit: Bool = false) {
        self.identifier = identifier; self.latitude = latitude; self.longitude = longitude
        self.radius = radius; self.notifyOnEntry = notifyOnEntry; self.notifyOnExit = notifyOnExit
    }

    /// Whether a point lies inside the region (great-circle distance).
    package func contains(_ point: Coordinate) -> Bool {
        point.distance(to: Coordinate(latitude: latitude, longitude: longitude)) <= radius
    }
}

/// A point on Earth.
package struct Coordinate: Sendable, Hashable, Codable {
    package var latitude: Double
    package var longitude: Double
    package init(latitude: Double, longitude: Double) { self.latitude = latitude; self.longitude = longitude }

    /// Haversine distance in metres.
    package func distance(to other: Coordinate) -> Double {
        let r = 6_371_000.0
        let p1 = latitude * .pi / 180, p2 = other.latitude * .pi / 180
        let dp = (other.latitude - latitude) * .pi / 180, dl = (other.longitude - longitude) * .pi / 180
        let a = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * r * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

/// The date components a calendar trigger matches; only the ones given matter.
package struct DateMatch: Sendable, Hashable, Codable {
    package var year: Int?, month: Int?, day: Int?, hour: Int?, minute: Int?, second: Int?
    /// 1 = Sunday ... 7 = Saturday, as Foundation's Calendar.
    package var weekday: Int?
    /// Time zone identifier; nil = the device's.
    package var timeZone: String?

    package init(year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil,
                second: Int? = nil, weekday: Int? = nil, timeZone: String? = nil) {
        self.year = year; self.month = month; self.day = day; self.hour = hour; self.minute = minute
        self.second = second; self.weekday = weekday; self.timeZone = timeZone
    }

    /// Whether no component is given.
    package var isEmpty: Bool {
        year == nil && month == nil && day == nil && hour == nil && minute == nil && second == nil && weekday == nil
    }
}

/// What makes a request fire (UNNotificationTrigger and its subclasses).
package enum NotificationTrigger: Sendable, Hashable, Codable {
    /// Fires `seconds` after it was added; repeating needs at least 60 s.
    case timeInterval(seconds: Double, repeats: Bool)
    /// Fires when the clock matches the given components.
    case calendar(DateMatch, repeats: Bool)
    /// Fires when the device enters or leaves a region.
    case location(CircularRegion, repeats: Bool)
    /// The system's trigger for remote notifications.
    case push

    /// Whether the trigger repeats.
    package var repeats: Bool {
        switch self {
        case .timeInterval(_, let r), .calendar(_, let r), .location(_, let r): return r
        case .push: return false
        }
    }
}
