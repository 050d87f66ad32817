import NotiCore
import Testing
@testable import NotiAPNs

/// A listener's slots: full, they make room by evicting the connection that has been quiet longest.
@Suite("Connection slots")
struct ConnectionSlotsTests {
    final class Evictions: Sendable {
        let names = LockedState<[String]>([])
        func slot(_ name: String) -> ConnectionSlots.Slot { ConnectionSlots.Slot { [names] in names.withLock { $0.append(name) } } }
    }

    @Test("within the limit nothing is evicted; past it the quietest connection is, and a closed connection frees its slot")
    func quietestGoes() {
        let slots = ConnectionSlots(limit: 3), evictions = Evictions()
        let a = evictions.slot("a"), b = evictions.slot("b"), c = evictions.slot("c")
        for slot in [a, b, c] { slots.admit(slot) }
        #expect(evictions.names.withLock { $0 }.isEmpty && slots.count == 3)
        a.touch()
        c.touch()
        slots.admit(evictions.slot("d"))
        #expect(evictions.names.withLock { $0 } == ["b"], "b read nothing since it opened")
        #expect(slots.count == 3)
        slots.release(b)
        #expect(slots.count == 3, "an evicted slot was freed already")
        slots.release(a)
        slots.admit(evictions.slot("e"))
        #expect(evictions.names.withLock { $0 } == ["b"] && slots.count == 3)
    }
}
