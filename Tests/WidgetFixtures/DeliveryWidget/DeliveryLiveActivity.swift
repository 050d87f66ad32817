//
//  DeliveryLiveActivity.swift
//  The delivery's Live Activity: a card on the lock screen and the Dynamic Island's four presentations.
//

import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            DeliveryCard(context: context)
                .activityBackgroundTint(Color(red: 0.13, green: 0.11, blue: 0.29))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.restaurant, systemImage: "bag.fill")
                }
                DynamicIslandExpandedRegion(.trailing, priority: 1) {
                    Text(timerInterval: context.attributes.pickedUp...context.state.estimatedArrival, countsDown: true)
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.courierName).font(.headline)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    if context.isStale {
                        Text("Waiting for the courier's position")
                    } else {
                        ProgressView(timerInterval: context.attributes.pickedUp...context.state.estimatedArrival, countsDown: false)
                            .tint(.orange)
                    }
                }
            } compactLeading: {
                Image(systemName: "bicycle")
            } compactTrailing: {
                Text(timerInterval: context.attributes.pickedUp...context.state.estimatedArrival, countsDown: true)
                    .monospacedDigit()
            } minimal: {
                Image(systemName: "bicycle")
            }
            .keylineTint(.orange)
            .widgetURL(URL(string: "delivery://orders/\(context.attributes.orderNumber)"))
            .contentMargins(.horizontal, 8, for: .expanded)
        }
    }
}

/// The lock screen's card: where the food comes from, the countdown, who brings it and how far they are.
struct DeliveryCard: View {
    let context: ActivityViewContext<DeliveryAttributes>

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(context.attributes.restaurant).font(.headline)
                Spacer()
                Text(timerInterval: context.attributes.pickedUp...context.state.estimatedArrival, countsDown: true)
                    .monospacedDigit()
            }
            if context.isStale {
                Text("No news from \(context.state.courierName) lately")
                    .foregroundStyle(.secondary)
            } else {
                Text("\(context.state.courierName) is on the way")
            }
            ProgressView(value: context.state.progress)
        }
        .padding(.horizontal)
    }
}
