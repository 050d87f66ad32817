import Foundation

/// notisim's clock in an extension program: once set, `Date()` in the extension's own code (and every other reading
/// of the wall clock in its process) reads notisim's time, counting at its rate. The clock functions are replaced by
/// the kit's `CDeviceClock`, found by name here: it is linked only into extension programs, so in any other process
/// (notisim itself, the tests) setting the clock does nothing.
package enum DeviceClock {
    private typealias Setter = @convention(c) (Double, Double) -> Void

    private static let setter: Setter? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "notisim_device_clock_set")
        .map { unsafeBitCast($0, to: Setter.self) }

    /// Whether this process can follow notisim's clock: it links the kit's clock.
    package static var isAvailable: Bool { setter != nil }

    /// From now on the wall clock reads `reading`'s time, advancing at its rate.
    package static func set(_ reading: DeviceClockReading) {
        setter?(reading.now.timeIntervalSince1970, reading.rate)
    }
}
