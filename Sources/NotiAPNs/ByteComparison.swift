import Foundation

extension UnsafeRawBufferPointer {
    /// Whether both hold the same bytes: one `memcmp`, where a generic `elementsEqual` steps through them a byte at
    /// a time (these comparisons run several times for every push).
    func hasSameBytes(as other: UnsafeRawBufferPointer) -> Bool {
        count == other.count && (count == 0 || memcmp(baseAddress!, other.baseAddress!, count) == 0)
    }
}
