import ChartKit

/// The pages' one inline script, a progressive enhancement of the charts (without it the charts
/// still show tips on hover and focus, and each chart's data table holds every value):
///
/// - Keyboard: a chart is one tab stop (its datums have `tabindex="-1"` but one, see
///   ``RenderContext/tabStop``); inside it the arrow keys move the focus, and so the shown tip,
///   to the previous or next datum, Home and End to the first and last. The datum left focused
///   becomes the chart's tab stop.
/// - Touch: a finger anywhere on a bar or line chart selects the nearest datum (class `active`,
///   which the charts' style sheet shows like hover) and moving it along the chart moves the
///   selection, so the whole chart is the tap target however narrow the bars are. A tap
///   outside the charts clears it. The donut's sectors are large enough to be hit directly.
///
/// No network, no timers, no randomness. Written in ASCII without `&`, `<`, `>` or quotes
/// (template literals instead), so the escaping text node leaves it as it is (escaping writes
/// any other character as a reference, which a script does not read).
enum ChartScript {
  /// The script's source.
  static let source = """
    (function(){var d=document;\
    function stops(c){return Array.prototype.slice.call(c.querySelectorAll(`[tabindex]`))}\
    function chartOf(e){return e.closest?e.closest(`svg.chart`):null}\
    function clear(){d.querySelectorAll(`.chart .active`).forEach(function(e){e.classList.remove(`active`)})}\
    function pick(c,datum,focus){clear();stops(c).forEach(function(e){e.setAttribute(`tabindex`,e===datum?`0`:`-1`)});\
    if(focus){datum.focus()}else{datum.classList.add(`active`)}}\
    d.addEventListener(`keydown`,function(v){var t=v.target,c=chartOf(t);if(!c||!t.matches(`[tabindex]`))return;\
    var all=stops(c),i=all.indexOf(t),n=all.length-1,k=v.key,j;\
    if(k===`ArrowRight`||k===`ArrowDown`)j=Math.min(i+1,n);else if(k===`ArrowLeft`||k===`ArrowUp`)j=Math.max(i-1,0);\
    else if(k===`Home`)j=0;else if(k===`End`)j=n;else return;v.preventDefault();pick(c,all[j],true)});\
    function nearest(c,x){var best=null,gap=1e9;stops(c).forEach(function(e){var h=e.querySelector(`.hover-target`);if(!h)return;\
    var r=h.getBoundingClientRect(),g=Math.abs(r.left+r.width/2-x);if(Math.sign(gap-g)===1){gap=g;best=e}});return best}\
    function touch(v){if(v.pointerType===`mouse`)return;var c=chartOf(v.target);if(!c){clear();return}\
    if(c.querySelector(`.mark.hover-target`))return;var datum=nearest(c,v.clientX);if(datum)pick(c,datum,false)}\
    d.addEventListener(`pointerdown`,touch);d.addEventListener(`pointermove`,function(v){if(v.buttons)touch(v)})})();
    """

  /// The `<script>` element.
  static var node: MarkupNode { .el("script", [], [.text(source)]) }
}
