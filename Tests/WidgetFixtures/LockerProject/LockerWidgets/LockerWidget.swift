//
//  LockerWidget.swift
//  LockerWidgets
//

import WidgetKit
import SwiftUI

struct Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> LockerEntry {
        LockerEntry(date: Date(), configuration: LockerConfigurationIntent(), parcels: 2)
    }

    func snapshot(for configuration: LockerConfigurationIntent, in context: Context) async -> LockerEntry {
        LockerEntry(date: Date(), configuration: configuration, parcels: 2)
    }

    func timeline(for configuration: LockerConfigurationIntent, in context: Context) async -> Timeline<LockerEntry> {
        let now = Date()
        let waiting = max(0, 2 - CollectParcelIntent.collected)
        let entries = (0..<3).map { hour in
            LockerEntry(date: now.addingTimeInterval(Double(hour) * 3600), configuration: configuration, parcels: max(0, waiting - hour))
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct LockerEntry: TimelineEntry {
    let date: Date
    let configuration: LockerConfigurationIntent
    let parcels: Int
}

struct LockerWidgetEntryView: View {
    var entry: Provider.Entry

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image("LockerGlyph")
                Text(entry.configuration.lockerName).font(.headline)
            }
            Text("\(entry.parcels) parcels waiting")
                .foregroundStyle(Color("LockerAccent"))
            if entry.parcels > 0 {
                Button(intent: CollectParcelIntent()) {
                    Text("Collected")
                }
            }
        }
        .widgetURL(URL(string: "locker://lockers/\(entry.configuration.lockerName.replacingOccurrences(of: " ", with: "-"))"))
    }
}

struct LockerWidget: Widget {
    let kind: String = "LockerWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: LockerConfigurationIntent.self, provider: Provider()) { entry in
            LockerWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Locker")
        .supportedFamilies([.systemSmall])
    }
}

extension LockerConfigurationIntent {
    fileprivate static var harbour: LockerConfigurationIntent {
        let intent = LockerConfigurationIntent()
        intent.lockerName = "Harbour"
        return intent
    }
}

#Preview(as: .systemSmall) {
    LockerWidget()
} timeline: {
    LockerEntry(date: .now, configuration: .harbour, parcels: 1)
}

struct LockerWidgetEntryView_Previews: PreviewProvider {
    static var previews: some View {
        LockerWidgetEntryView(entry: LockerEntry(date: Date(), configuration: .harbour, parcels: 3))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}
