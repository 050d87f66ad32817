//
//  CourierWidget.swift
//  A Home Screen widget: the deliveries made today, from a timeline of hourly entries.
//

import SwiftUI
import WidgetKit

struct CourierEntry: TimelineEntry {
    let date: Date
    let deliveriesToday: Int
}

struct CourierProvider: TimelineProvider {
    /// The start of the day the sample entries are for.
    static let morning = Date(timeIntervalSinceReferenceDate: 780_000_000)

    func placeholder(in context: Context) -> CourierEntry {
        CourierEntry(date: Self.morning, deliveriesToday: 3)
    }

    func getSnapshot(in context: Context, completion: @escaping (CourierEntry) -> ()) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let entries = (0..<4).map { hour in
            CourierEntry(date: Self.morning.addingTimeInterval(Double(hour) * 3600), deliveriesToday: 3 + hour)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct CourierWidgetView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    var entry: CourierEntry

    var body: some View {
        VStack {
            Text("\(entry.deliveriesToday)").font(.title)
            Text(family == .systemSmall ? "today" : "deliveries today")
            if !showsBackground {
                Text("on the Lock Screen")
            }
        }
        .containerBackground(.orange, for: .widget)
    }
}

struct CourierWidget: Widget {
    let kind: String = "CourierWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CourierProvider()) { entry in
            CourierWidgetView(entry: entry)
        }
        .configurationDisplayName("Courier")
        .description("The deliveries you made today.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
