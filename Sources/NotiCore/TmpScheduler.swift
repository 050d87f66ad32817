import Foundation
public struct ScheduleKey: Hashable, Sendable { public var bundleID: String; public var identifier: String
  public init(bundleID: String, identifier: String) { self.bundleID = bundleID; self.identifier = identifier } }
public struct Firing: Hashable, Sendable { public var key: ScheduleKey; public var date: Date }
public enum TriggerError: Error, Equatable, Sendable, CustomStringConvertible { case x; public var description: String { "x" } }
public struct Scheduler: Sendable {
  var e: [ScheduleKey: (Date, NotificationTrigger)] = [:]
  public init(timeZone: TimeZone) {}
  public static func validate(_ t: NotificationTrigger) throws(TriggerError) -> Bool { true }
  public mutating func schedule(_ key: ScheduleKey, trigger: NotificationTrigger, now: Date) throws(TriggerError) -> Date? {
    guard case .timeInterval(let s, _) = trigger else { return nil }; e[key] = (now + s, trigger); return now + s }
  public mutating func remove(_ key: ScheduleKey) { e[key] = nil }
  public func nextFireDate(for key: ScheduleKey) -> Date? { e[key]?.0 }
  public var nextDeadline: Date? { e.values.map(\.0).min() }
  public mutating func advance(to date: Date) -> [Firing] { let due = e.filter { $0.value.0 <= date }.map { Firing(key: $0.key, date: $0.value.0) }.sorted { $0.date < $1.date }; for d in due { e[d.key] = nil }; return due }
  public mutating func moveDevice(to: Coordinate, now: Date) -> [Firing] { [] }
}
