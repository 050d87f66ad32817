import Foundation

/// A circular region for location triggers (CLCircularRegion).
public struct CircularRegion: Sendable, Hashable, Codable {
    public var identifier: String
    public var latitude: Double
    public var longitude: Double
    /// Radius in metres.
    public var radius: Double
    public var notifyOnEntry: Bool
    public var notifyOnExit: Bool

    public init(identifier: String, latitude: Double, longitude: Double, radius: Double,
                notifyOnEntry: Bool = true, notifyOnExit: Bool = false) {
        self.identifier = identifier; self.latitude = latitude; self.longitude = longitude
        self.radius = radius; self.notifyOnEntry = notifyOnEntry; self.notifyOnExit = notifyOnExit
    }

    /// Whether a point lies inside the region (great-circle distance).
    public func contains(_ point: Coordinate) -> Bool {
        point.distance(to: Coordinate(latitude: latitude, longitude: longitude)) <= radius
    }
}

/// A point on Earth.
public struct Coordinate: Sendable, Hashable, Codable {
    public var latitude: Double
    public var longitude: Double
    public init(latitude: Double, longitude: Double) { self.latitude = latitude; self.longitude = longitude }

    /// Haversine distance in metres.
    public func distance(to other: Coordinate) -> Double {
        let r = 6_371_000.0
        let p1 = latitude * .pi / 180, p2 = other.latitude * .pi / 180
        let dp = (other.latitude - latitude) * .pi / 180, dl = (other.longitude - longitude) * .pi / 180
        let a = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * r * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}

/// The date components a calendar trigger matches; only the ones given matter.
public struct DateMatch: Sendable, Hashable, Codable {
    public var year: Int?, month: Int?, day: Int?, hour: Int?, minute: Int?, second: Int?
    /// 1 = Sunday ... 7 = Saturday, as Foundation's Calendar.
    public var weekday: Int?
    /// Time zone identifier; nil = the device's.
    public var timeZone: String?

    public init(year: Int? = nil, month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil,
                second: Int? = nil, weekday: Int? = nil, timeZone: String? = nil) {
        self.year = year; self.month = month; self.day = day; self.hour = hour; self.minute = minute
        self.second = second; self.weekday = weekday; self.timeZone = timeZone
    }

    /// Whether no component is given.
    public var isEmpty: Bool {
        year == nil && month == nil && day == nil && hour == nil && minute == nil && second == nil && weekday == nil
    }
}

/// What makes a request fire (UNNotificationTrigger and its subclasses).
public enum NotificationTrigger: Sendable, Hashable, Codable {
    /// Fires `seconds` after it was added; repeating needs at least 60 s.
    case timeInterval(seconds: Double, repeats: Bool)
    /// Fires when the clock matches the given components.
    case calendar(DateMatch, repeats: Bool)
    /// Fires when the device enters or leaves a region.
    case location(CircularRegion, repeats: Bool)
    /// The system's trigger for remote notifications.
    case push

    /// Whether the trigger repeats.
    public var repeats: Bool {
        switch self {
        case .timeInterval(_, let r), .calendar(_, let r), .location(_, let r): return r
        case .push: return false
        }
    }
}
