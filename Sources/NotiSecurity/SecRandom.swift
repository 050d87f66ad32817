/// A source of random numbers (Security's `SecRandomRef`); the only one is the default, `kSecRandomDefault`.
public final class SecRandom: Sendable {
    private init() {}
}

/// Security's name of the random source type.
public typealias SecRandomRef = SecRandom

/// The default random source, nil as on iOS.
public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `bytes` with `count` cryptographically secure random bytes (Security) from the system's generator;
/// `errSecSuccess`, or `errSecParam` for a negative count.
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    guard count >= 0 else { return errSecParam }
    var generator = SystemRandomNumberGenerator()
    let buffer = UnsafeMutableRawBufferPointer(start: bytes, count: count)
    for index in buffer.indices { buffer[index] = generator.next() }
    return errSecSuccess
}
