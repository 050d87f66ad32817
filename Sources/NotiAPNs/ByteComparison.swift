import Foundation

extension UnsafeRawBufferPointer {
    /// Whether both hold the same bytes: one `memcmp`, where a generic `elementsEqual` steps through them a byte at
    /// a time (these comparisons run several times for every push).
    func hasSameBytes(as other: UnsafeRawBufferPointer) -> Bool {
        count == other.count && (count == 0 || memcmp(baseAddress!, other.baseAddress!, count) == 0)
    }
}

extension String {
    /// Whether both are the same UTF-8 bytes (`==` also takes canonically equivalent spellings): one `memcmp`
    /// where `utf8.elementsEqual` steps through them a byte at a time, about a thousand instructions for a push's
    /// bundle id. Both are read where they lie: a copy would count a reference on a string other threads share.
    func hasSameUTF8(as other: String) -> Bool {
        let compared = utf8.withContiguousStorageIfAvailable { own in
            other.utf8.withContiguousStorageIfAvailable { UnsafeRawBufferPointer(own).hasSameBytes(as: UnsafeRawBufferPointer($0)) }
        }
        return compared.flatMap { $0 } ?? utf8.elementsEqual(other.utf8)
    }
}
