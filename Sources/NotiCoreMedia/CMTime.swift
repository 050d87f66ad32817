/// A count of a time scale's ticks (CoreMedia's `CMTimeValue`).
public typealias CMTimeValue = Int64
/// Ticks per second (CoreMedia's `CMTimeScale`).
public typealias CMTimeScale = Int32
/// Which epoch a time belongs to (CoreMedia's `CMTimeEpoch`).
public typealias CMTimeEpoch = Int64

/// What a `CMTime` holds besides its value: whether it is valid, infinite or indefinite (CoreMedia's `CMTimeFlags`).
public struct CMTimeFlags: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    /// The flags whose bits are `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
}

/// A time as a rational number of seconds, `value / timescale` (CoreMedia's `CMTime`), as AVFoundation reports
/// durations and playback positions.
public struct CMTime: Hashable, Sendable {
    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: CMTimeFlags
    public var epoch: CMTimeEpoch

    /// A time with every field given.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value; self.timescale = timescale; self.flags = flags; self.epoch = epoch
    }

    /// `value / timescale` seconds, valid when the time scale is positive.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// `seconds` rounded to the nearest tick of `preferredTimescale`.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        guard seconds.isFinite, preferredTimescale > 0 else {
            self = seconds.isNaN || preferredTimescale <= 0 ? .invalid : (seconds > 0 ? .positiveInfinity : .negativeInfinity)
            return
        }
        let ticks = (seconds * Double(preferredTimescale)).rounded()
        self.init(value: CMTimeValue(clamping: Int64(exactly: ticks) ?? (ticks > 0 ? .max : .min)), timescale: preferredTimescale,
                  flags: ticks == seconds * Double(preferredTimescale) ? .valid : [.valid, .hasBeenRounded], epoch: 0)
    }

    /// The time in seconds: NaN for an invalid or indefinite time, ±infinity for an infinite one.
    public var seconds: Double {
        if flags.contains(.positiveInfinity) { return .infinity }
        if flags.contains(.negativeInfinity) { return -.infinity }
        guard isNumeric else { return .nan }
        return Double(value) / Double(timescale)
    }

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// Valid and neither infinite nor indefinite.
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: [.indefinite, .positiveInfinity, .negativeInfinity]) }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0, flags: [], epoch: 0)
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)
}

extension CMTime: Comparable {
    /// Times compare by their seconds; infinities order beyond every number.
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }

    /// Numeric times are equal when they name the same instant (1/2 equals 2/4), as CoreMedia's `CMTimeCompare`.
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool {
        if lhs.isNumeric && rhs.isNumeric { return lhs.seconds == rhs.seconds }
        return lhs.flags == rhs.flags && lhs.value == rhs.value && lhs.timescale == rhs.timescale
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(seconds) }

    /// The sum, in the larger of the two time scales.
    public static func + (lhs: CMTime, rhs: CMTime) -> CMTime {
        CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: Swift.max(lhs.timescale, rhs.timescale))
    }

    /// The difference, in the larger of the two time scales.
    public static func - (lhs: CMTime, rhs: CMTime) -> CMTime {
        CMTime(seconds: lhs.seconds - rhs.seconds, preferredTimescale: Swift.max(lhs.timescale, rhs.timescale))
    }
}

/// `value / timescale` seconds (CoreMedia's `CMTimeMake`).
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }

/// `seconds` in ticks of `preferredTimescale` (CoreMedia's `CMTimeMakeWithSeconds`).
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// The time in seconds (CoreMedia's `CMTimeGetSeconds`): NaN for an invalid or indefinite time.
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// Compares two times: -1, 0 or 1 (CoreMedia's `CMTimeCompare`).
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 { time1 == time2 ? 0 : (time1 < time2 ? -1 : 1) }
