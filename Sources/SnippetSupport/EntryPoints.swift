#if canImport(Glibc)
import Glibc
#endif
import EvaluatorProtocol
import Foundation
import ScenarioRecords
import GradingSupport
import SwiftUI

// The functions `learn-evaluator` looks up (with `dlsym`) and calls, one per command: their
// names are `EvaluatorCommand.entryPoint`'s (`@_cdecl` takes only a literal, so they are spelled
// out here, and LearnerProgramsTests checks that each is exported). They share one C signature:
// request bytes in, reply bytes out in a `malloc`ed buffer that the evaluator frees, starting
// with an `EvaluatorStatus`.

/// Applies the settings in the request (``PresentationSettings/payload``). Replies with the last view's new
/// picture as a presentation record, or no record if no view has been shown.
@_cdecl("learn_snippet_support_configure")
public func _learnConfigure(
    _ request: UnsafePointer<UInt8>?, _ count: Int, _ replyCount: UnsafeMutablePointer<Int>
) -> UnsafeMutablePointer<UInt8>? {
    SnippetSession.shared.configure(Array(UnsafeBufferPointer(start: request, count: count)))
    return reply(.done, SnippetSession.shared.takeRecords().bytes, count: replyCount)
}

/// Replies with the records of what the snippet that just ran showed, after it returned.
@_cdecl("learn_snippet_support_finish_run")
public func _learnFinishRun(
    _ request: UnsafePointer<UInt8>?, _ count: Int, _ replyCount: UnsafeMutablePointer<Int>
) -> UnsafeMutablePointer<UInt8>? {
    reply(.done, SnippetSession.shared.takeRecords().bytes, count: replyCount)
}

/// Runs the entry of the input that LLDB's in-memory compiler compiled last, if it registered
/// one (``_learnRegisterSnippet(_:)``), and replies as ``_learnFinishRun`` does. The entry runs once.
@_cdecl("learn_snippet_support_run_registered")
public func _learnRunRegistered(
    _ request: UnsafePointer<UInt8>?, _ count: Int, _ replyCount: UnsafeMutablePointer<Int>
) -> UnsafeMutablePointer<UInt8>? {
    let entry = SnippetSession.registeredSnippet
    SnippetSession.registeredSnippet = nil
    MainActor.assumeIsolated { entry?() }
    return reply(.done, SnippetSession.shared.takeRecords().bytes, count: replyCount)
}

/// Replies with the last view's layout trace.
@_cdecl("learn_snippet_support_explain")
public func _learnExplain(
    _ request: UnsafePointer<UInt8>?, _ count: Int, _ replyCount: UnsafeMutablePointer<Int>
) -> UnsafeMutablePointer<UInt8>? {
    guard let host = SnippetSession.shared.lastView?.host else { return noView(count: replyCount) }
    return reply(.done, Array(host.layoutTrace().description.utf8), count: replyCount)
}

/// Replies with the frames of the last view's tree.
@_cdecl("learn_snippet_support_tree")
public func _learnTree(
    _ request: UnsafePointer<UInt8>?, _ count: Int, _ replyCount: UnsafeMutablePointer<Int>
) -> UnsafeMutablePointer<UInt8>? {
    guard let host = SnippetSession.shared.lastView?.host else { return noView(count: replyCount) }
    return reply(.done, Array(host.viewFrames().description.utf8), count: replyCount)
}

/// Does the interaction in the request (a `ScenarioInteraction` as JSON) to the last view, as
/// a person would, and replies with its new picture and the bodies that ran; or, failed, with
/// why it could not be done.
@_cdecl("learn_snippet_support_interact")
public func _learnInteract(
    _ request: UnsafePointer<UInt8>?, _ count: Int, _ replyCount: UnsafeMutablePointer<Int>
) -> UnsafeMutablePointer<UInt8>? {
    let json = Data(UnsafeBufferPointer(start: request, count: count))
    guard let interaction = try? JSONDecoder().decode(ScenarioInteraction.self, from: json) else {
        return reply(.failed, Array("the interaction could not be read".utf8), count: replyCount)
    }
    switch SnippetSession.shared.perform(interaction) {
    case .done(let records): return reply(.done, records.bytes, count: replyCount)
    case .refused(let reason): return reply(.failed, Array(reason.utf8), count: replyCount)
    case .noView: return noView(count: replyCount)
    }
}

/// Shows the last view live on the terminal until the learner leaves it; replies with its
/// picture afterwards.
@_cdecl("learn_snippet_support_live")
public func _learnLive(
    _ request: UnsafePointer<UInt8>?, _ count: Int, _ replyCount: UnsafeMutablePointer<Int>
) -> UnsafeMutablePointer<UInt8>? {
    switch SnippetSession.shared.runLive() {
    case .done(let records): return reply(.done, records.bytes, count: replyCount)
    case .refused(let reason): return reply(.failed, Array(reason.utf8), count: replyCount)
    case .noView: return noView(count: replyCount)
    }
}

/// Replies with a plot of one property of a view over the last animation (the request is a
/// ``PlotRequest``), or, failed, with why there is none.
@_cdecl("learn_snippet_support_plot")
public func _learnPlot(
    _ request: UnsafePointer<UInt8>?, _ count: Int, _ replyCount: UnsafeMutablePointer<Int>
) -> UnsafeMutablePointer<UInt8>? {
    switch SnippetSession.shared.plot(PlotRequest(payload: Array(UnsafeBufferPointer(start: request, count: count)))) {
    case .success(let chart): return reply(.done, Array(chart.utf8), count: replyCount)
    case .failure(let problem): return reply(.failed, Array(problem.description.utf8), count: replyCount)
    }
}

/// Replies with the moments of the last animation, for a replay (`SnippetSession.lastMotion`).
@_cdecl("learn_snippet_support_motion")
public func _learnMotion(
    _ request: UnsafePointer<UInt8>?, _ count: Int, _ replyCount: UnsafeMutablePointer<Int>
) -> UnsafeMutablePointer<UInt8>? {
    guard let motion = SnippetSession.shared.lastMotion else {
        return reply(.failed, Array("No animation has been shown yet: tap something that animates first.".utf8), count: replyCount)
    }
    return reply(.done, motion.payload, count: replyCount)
}

private func noView(count: UnsafeMutablePointer<Int>) -> UnsafeMutablePointer<UInt8>? {
    reply(.noView, Array("no view has been shown yet".utf8), count: count)
}

/// A `malloc`ed copy of the status byte and `payload`, which the evaluator frees.
private func reply(_ status: EvaluatorStatus, _ payload: [UInt8], count: UnsafeMutablePointer<Int>) -> UnsafeMutablePointer<UInt8>? {
    let bytes = status.reply(payload)
    guard let buffer = malloc(bytes.count)?.assumingMemoryBound(to: UInt8.self) else { return nil }
    buffer.update(from: bytes, count: bytes.count)
    count.pointee = bytes.count
    return buffer
}
