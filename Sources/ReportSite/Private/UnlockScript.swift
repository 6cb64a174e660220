/// The script of a private site's unlock page (``UnlockPage``): it opens the page's envelope in
/// the browser, with WebCrypto and `DecompressionStream`, and shows the page.
///
/// - The key is derived from the passphrase once (PBKDF2, the envelope's salt and count) and
///   kept, as the raw AES key in base64 and never the passphrase, in `sessionStorage`, or also in
///   `localStorage` when "Remember on this device" is ticked, under a name of the site's salt;
///   every other page and download of the site then opens without asking. A wrong passphrase
///   says so and asks again.
/// - The opened page replaces the unlock page (`document.open`/`write`), exactly as the public
///   build wrote it but for its own Content-Security-Policy element, which is dropped: the
///   unlock page's policy stays in force, the same but for `connect-src 'self'`, which the
///   sealed downloads need. A "Lock" link is added to its navigation once the written page is
///   parsed (Chromium may still be parsing it after `document.close()`); it forgets the key.
/// - A link to a data file of the site (CSV, SVG, PNG) fetches `….sealed`, opens it with the
///   kept key and saves the plain file. A page or file whose envelope names another path (moved
///   or swapped) is refused.
/// - An envelope whose `v`, `kdf`, `cipher` or `zip` the script does not know (a later version
///   of the format), or whose `iter` is outside 600,000 to 10,000,000 (as `unseal` reads it;
///   a huge count would hang the tab), is refused, as the format asks of every reader: the page
///   says so and names `healthreport unseal`; a download of one fails as any other that cannot
///   be opened.
/// - Without WebCrypto, `DecompressionStream` or storage (some browsers from `file://`), the
///   page says what is missing and how to open the report instead.
///
/// Written in ASCII without `&`, `<`, `>` or quotes (template literals, `String.fromCharCode`),
/// so the escaping text node leaves it as it is; the page's policy allows it by its hash.
enum UnlockScript {
  /// The script's source.
  static let source = """
    (function(){var d=document,w=window,c=w.crypto,E,node=d.getElementById(`healthreport-sealed`);\
    var form=d.getElementById(`unlock-form`),input=d.getElementById(`passphrase`),\
    remember=d.getElementById(`remember`),message=d.getElementById(`unlock-message`),\
    missing=d.getElementById(`unlock-unsupported`),T=message.dataset;\
    try{E=JSON.parse(node.textContent)}catch(e){return}\
    var slot=`healthreport-key-`+E.salt,here=decodeURIComponent(location.pathname),\
    root=here.slice(0,here.length-E.path.length);\
    if(here.slice(root.length)!==E.path){var folder=E.path.replace(/index[.]html$/,``);\
    if(here.slice(here.length-folder.length)===folder){root=here.slice(0,here.length-folder.length)}\
    else{message.textContent=T.moved.replace(`{path}`,E.path);form.hidden=false;return}}\
    function known(e){return e.v===1?[e.kdf,e.cipher,e.zip].join(`,`)===`PBKDF2-SHA256,AES-256-GCM,deflate-raw`\
    ?Number.isInteger(e.iter)?Math.min(Math.max(e.iter,600000),10000000)===e.iter:false:false:false}\
    if(!known(E)){message.textContent=T.unknown;return}\
    function bytes(t){return Uint8Array.from(atob(t),function(x){return x.charCodeAt(0)})}\
    function base64(b){var t=``;new Uint8Array(b).forEach(function(x){t+=String.fromCharCode(x)});return btoa(t)}\
    function get(){try{return sessionStorage.getItem(slot)||localStorage.getItem(slot)}catch(e){return null}}\
    function put(k,keep){try{sessionStorage.setItem(slot,k);if(keep){localStorage.setItem(slot,k)}}catch(e){}}\
    function forget(){try{sessionStorage.removeItem(slot);localStorage.removeItem(slot)}catch(e){}}\
    function unseal(raw,env){return c.subtle.importKey(`raw`,raw,`AES-GCM`,false,[`decrypt`])\
    .then(function(k){return c.subtle.decrypt({name:`AES-GCM`,iv:bytes(env.iv),\
    additionalData:new TextEncoder().encode(env.path)},k,bytes(env.data))})\
    .then(function(z){var s=new DecompressionStream(`deflate-raw`),o=s.writable.getWriter();\
    function no(){}o.write(z).catch(no);o.close().catch(no);return new Response(s.readable).arrayBuffer()})}\
    function save(v){var a=v.target.closest?v.target.closest(`a[href]`):null;if(!a){return}\
    var url=new URL(a.getAttribute(`href`),location.href),path=decodeURIComponent(url.pathname);\
    if(url.origin!==location.origin||!/[.](csv|svg|png)$/i.test(path)||path.indexOf(root)!==0){return}\
    v.preventDefault();var name=path.slice(root.length),k=get();\
    fetch(url.href.split(`#`)[0]+`.sealed`).then(function(r){if(!r.ok){throw r.status}return r.json()})\
    .then(function(env){if(env.path!==name||!known(env)||!k){throw 0}return unseal(bytes(k),env)})\
    .then(function(plain){var link=d.createElement(`a`);\
    link.href=URL.createObjectURL(new Blob([plain],{type:`application/octet-stream`}));\
    link.download=name.split(`/`).pop();d.body.appendChild(link);link.click();link.remove()})\
    .catch(function(){var p=d.getElementById(`unlock-download`)||d.createElement(`p`);\
    p.id=`unlock-download`;p.setAttribute(`role`,`alert`);p.className=`unlock-download`;\
    p.textContent=T.download;d.body.appendChild(p)})}\
    function show(buffer){var lt=String.fromCharCode(60),gt=String.fromCharCode(62),\
    html=new TextDecoder().decode(buffer).replace(new RegExp(lt+`meta http-equiv=.Content-Security-Policy[^`+gt+`]*`+gt),``);\
    d.open();d.write(html);d.close();d.addEventListener(`click`,save,true);\
    if(d.readyState===`loading`){d.addEventListener(`DOMContentLoaded`,lock)}else{lock()}}\
    function lock(){var nav=d.querySelector(`.site-header nav`)||d.body,a=d.createElement(`a`);\
    a.href=`#`;a.className=`lock-link`;a.textContent=T.lock;\
    a.addEventListener(`click`,function(v){v.preventDefault();forget();location.reload()});\
    nav.appendChild(a)}\
    if(!c||!c.subtle||!w.DecompressionStream||!w.TextEncoder){missing.hidden=false;return}\
    form.addEventListener(`submit`,function(v){v.preventDefault();\
    message.textContent=T.opening;var p=new TextEncoder().encode(input.value.normalize(`NFC`));\
    c.subtle.importKey(`raw`,p,`PBKDF2`,false,[`deriveBits`])\
    .then(function(k){return c.subtle.deriveBits({name:`PBKDF2`,hash:`SHA-256`,\
    salt:bytes(E.salt),iterations:E.iter},k,256)})\
    .then(function(raw){return unseal(raw,E).then(function(page){return [raw,page]})})\
    .then(function(r){put(base64(r[0]),remember.checked);input.value=``;show(r[1])},\
    function(){message.textContent=T.wrong;\
    input.select()})});\
    var k=get();if(k){unseal(bytes(k),E).then(show,function(){forget();form.hidden=false;input.focus()})}\
    else{form.hidden=false;input.focus()}})();
    """
}
