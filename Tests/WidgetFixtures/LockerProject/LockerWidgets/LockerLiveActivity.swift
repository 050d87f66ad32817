//
//  LockerLiveActivity.swift
//  LockerWidgets
//

import ActivityKit
import WidgetKit
import SwiftUI
import AppIntents

struct LockerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LockerAttributes.self) { context in
            VStack(alignment: .leading) {
                HStack {
                    Image("LockerGlyph")
                    Text(context.attributes.lockerName).font(.headline)
                    Spacer()
                    Text(timerInterval: context.state.holdWindow, countsDown: true)
                        .monospacedDigit()
                }
                if context.isStale {
                    Text("locker.stale")
                } else {
                    Text("Compartment \(context.attributes.compartment): \(context.state.parcels) parcels")
                }
                RoundedRectangle(cornerRadius: 4)
                    .fill(Color("LockerAccent"))
                    .frame(height: 4)
                Button(intent: ExtendPickupIntent()) {
                    Text("locker.keep")
                }
                .buttonStyle(.plain)
            }
            .padding()
            .activityBackgroundTint(Color.cyan)
            .widgetURL(URL(string: "locker://compartments/\(context.attributes.compartment)"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Text(context.attributes.compartment)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.holdWindow, countsDown: true)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.lockerName)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    ProgressView(timerInterval: context.state.holdWindow, countsDown: true)
                }
            } compactLeading: {
                Image(systemName: "shippingbox")
            } compactTrailing: {
                Text("\(context.state.parcels)")
            } minimal: {
                Text("\(context.state.parcels)")
            }
        }
    }
}

extension LockerAttributes {
    fileprivate static var preview: LockerAttributes {
        LockerAttributes(lockerName: "Station Square", compartment: "B12")
    }
}

#Preview("Notification", as: .content, using: LockerAttributes.preview) {
    LockerLiveActivity()
} contentStates: {
    LockerAttributes.ContentState(parcels: 2, pickupBefore: .now, holdWindow: Date.now...Date.now.addingTimeInterval(3600))
}
