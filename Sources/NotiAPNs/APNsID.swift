#if canImport(Glibc)
import Glibc
#endif

/// Generates the `apns-id` values of requests that send none: random (version 4) UUIDs in canonical upper-case form,
/// as APNs sends them. Random bytes come from the system's random device a pool at a time, so a busy connection reads
/// it once per 256 ids rather than making two system calls per id.
package struct APNsIDGenerator {
    private static let poolSize = 4096

    private var pool = [UInt8](repeating: 0, count: poolSize)
    private var used = poolSize

    /// A generator whose first id reads the random device.
    package init() {}

    /// The next id.
    package mutating func next() -> String {
        if used + 16 > pool.count { refill() }
        let start = used
        used += 16
        // A literal's bytes: read sixteen times an id without a lazy global's check each time.
        let digits = ("0123456789ABCDEF" as StaticString).utf8Start
        return pool.withUnsafeBufferPointer { bytes in
            String(unsafeUninitializedCapacity: 36) { out in
                var count = 0
                for index in 0..<16 {
                    var byte = bytes[start + index]
                    if index == 6 { byte = byte & 0x0F | 0x40 }  // version 4
                    if index == 8 { byte = byte & 0x3F | 0x80 }  // RFC 4122 variant
                    if index == 4 || index == 6 || index == 8 || index == 10 {
                        out[count] = UInt8(ascii: "-")
                        count += 1
                    }
                    out[count] = digits[Int(byte >> 4)]
                    out[count + 1] = digits[Int(byte & 0x0F)]
                    count += 2
                }
                return count
            }
        }
    }

    private mutating func refill() {
        var filled = 0
        let device = open("/dev/urandom", O_RDONLY | O_CLOEXEC)
        if device >= 0 {
            pool.withUnsafeMutableBytes { buffer in
                while filled < buffer.count {
                    let got = read(device, buffer.baseAddress! + filled, buffer.count - filled)
                    guard got > 0 else { break }
                    filled += got
                }
            }
            close(device)
        }
        if filled < pool.count {
            // No random device: the generator Swift uses, a system call per eight bytes.
            var generator = SystemRandomNumberGenerator()
            for index in filled..<pool.count { pool[index] = UInt8.random(in: .min ... .max, using: &generator) }
        }
        used = 0
    }
}
