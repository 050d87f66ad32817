// Foundation comes through NotiDispatch, as Apple's CoreLocation brings Foundation.
@_exported import NotiDispatch

/// Degrees of latitude or longitude.
public typealias CLLocationDegrees = Double
/// A distance in metres.
public typealias CLLocationDistance = Double
/// A location's accuracy in metres.
public typealias CLLocationAccuracy = Double
/// A speed in metres per second.
public typealias CLLocationSpeed = Double
/// A direction in degrees from true north.
public typealias CLLocationDirection = Double

/// A latitude and longitude (Apple's `CLLocationCoordinate2D`).
public struct CLLocationCoordinate2D: Sendable, Hashable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    /// The coordinate 0, 0.
    public init() { self.init(latitude: 0, longitude: 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { self.latitude = latitude; self.longitude = longitude }
}

/// A coordinate from its latitude and longitude.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// Whether the latitude is within ±90 and the longitude within ±180.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// The coordinate that stands for no coordinate.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A place on Earth at a time (Apple's `CLLocation`). notisim has no position of its own; locations are the ones the
/// extension makes.
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let speed: CLLocationSpeed
    public let timestamp: Date

    /// The Earth's mean radius in metres, which distances are measured on.
    private static let earthRadius: CLLocationDistance = 6_371_008.8

    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                verticalAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.coordinate = coordinate; self.altitude = altitude; self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy; self.course = course; self.speed = speed; self.timestamp = timestamp
        super.init()
    }

    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
                            verticalAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy, verticalAccuracy: verticalAccuracy,
                  course: -1, speed: -1, timestamp: timestamp)
    }

    /// A location at sea level, accurate to 0 m, now.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0, horizontalAccuracy: 0,
                  verticalAccuracy: -1, timestamp: Date())
    }

    /// The great-circle distance in metres to `location` (haversine over a sphere of the Earth's mean radius).
    open func distance(from location: CLLocation) -> CLLocationDistance {
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        let dLat = radians(location.coordinate.latitude - coordinate.latitude)
        let dLon = radians(location.coordinate.longitude - coordinate.longitude)
        let a = sin(dLat / 2) * sin(dLat / 2)
            + cos(radians(coordinate.latitude)) * cos(radians(location.coordinate.latitude)) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * Self.earthRadius * atan2(sqrt(a), sqrt(1 - a))
    }

    open override var description: String {
        String(format: "<%+.8f,%+.8f> +/- %.2fm", coordinate.latitude, coordinate.longitude, horizontalAccuracy)
    }
}
