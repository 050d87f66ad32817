import Dispatch

/// Maps the elements of an array on every core at once, the results in the elements' order.
enum ParallelMap {
    static func map<Element: Sendable, Result>(_ elements: [Element], _ transform: @Sendable (Element) -> Result) -> [Result] {
        guard elements.count > 1 else { return elements.map(transform) }
        let slots = ResultSlots<Result>(count: elements.count)
        DispatchQueue.concurrentPerform(iterations: elements.count) { index in slots.store(transform(elements[index]), at: index) }
        return slots.take()
    }
}

/// One slot per element, allocated before the iterations start: each is written by exactly one iteration of
/// `concurrentPerform` and read after it returns, so no two threads touch one slot and nothing is resized meanwhile.
private final class ResultSlots<Result>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Result>
    private let count: Int

    init(count: Int) {
        self.count = count
        slots = .allocate(capacity: count)
    }

    func store(_ result: Result, at index: Int) { (slots.baseAddress! + index).initialize(to: result) }

    /// The results, every slot having been stored; the slots are moved out and freed.
    func take() -> [Result] {
        let results = Array(UnsafeMutableBufferPointer(start: slots.baseAddress, count: count))
        _ = slots.baseAddress!.deinitialize(count: count)
        slots.deallocate()
        return results
    }
}
