import NIOCore

/// Runs a task's jobs on a NIO event loop, so handing a push to a nonisolated sink and answering it stays on the
/// connection's own thread instead of hopping to the global pool and back.
final class EventLoopTaskExecutor: TaskExecutor {
    private let eventLoop: any EventLoop

    init(eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let unownedJob = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        eventLoop.execute { unownedJob.runSynchronously(on: executor) }
    }
}
